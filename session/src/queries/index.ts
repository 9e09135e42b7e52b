// The owner's data: one query cache (TanStack Query) and the queries every app reads it through.
// Loaded by owner pages only, never on a public page's critical path.
export * from './query-client';
export * from './owner-queries';
