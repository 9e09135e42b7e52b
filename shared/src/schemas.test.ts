import * as base from '@adlaunch/shared/schemas/base';
import * as schemas from './schemas';

describe('@adlaunch/shared/schemas', () => {
  it('carries every schema of @adlaunch/shared/schemas/base, the same objects', () => {
    for (const [name, value] of Object.entries(base)) expect(schemas[name as keyof typeof schemas]).toBe(value);
  });
});
