// The zod schemas of every entity and call: loaded with the first form or call, never on a page's critical path.
export * from './schemas/fields';
export * from './schemas/entities';
export * from './schemas/calls';
