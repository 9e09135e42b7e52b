// The zod schemas of every entity and call: loaded with the first form or call, never on a page's critical path.
// The fields and entities come through the package's own `schemas/base` entry, so that in the browser
// they are one shared module (the same objects everywhere) that starts in a task of its own.
export * from '@adlaunch/shared/schemas/base';
export * from './schemas/calls';
