// The schemas of fields and entities: the first half of `@adlaunch/shared/schemas`, a shared module of
// its own so that a page starts the two halves in separate tasks (each builds a few hundred zod objects).
export * from './fields';
export * from './entities';
