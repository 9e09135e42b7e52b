import { z } from 'zod';
import { useSessionStore } from '@adlaunch/session';
import { FORM_CHECKS_UNAVAILABLE, lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(2, 'Too short.') });
type Form = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema on first use, once, and validates with it', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver<Form>(load);
    expect(load).not.toHaveBeenCalled();
    const refused = await resolver({ name: 'a' }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: 'Too short.' } });
    const accepted = await resolver({ name: 'Ada' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading when warmed, before the first check', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver<Form>(load);
    resolver.warm();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Ada' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses with a message when the checks cannot load, and tries again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<Form>(load);
    const refused = await resolver({ name: 'Ada' }, undefined, options);
    expect(refused).toEqual({ values: {}, errors: { root: { type: 'unavailable', message: FORM_CHECKS_UNAVAILABLE } } });
    expect(useSessionStore.getState().error?.message).toBe(FORM_CHECKS_UNAVAILABLE);
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
