import { idSchema, MAX_ID } from './fields';
import {
  saveProfileRequestSchema,
  saveSearchAdRequestSchema,
  subscriptionParamsSchema,
  toggleRequestSchema,
} from '@adlaunch/shared/schemas';

describe('ids in the contract', () => {
  it('are positive integers no larger than PostgreSQL integer', () => {
    expect(MAX_ID).toBe(2147483647);
    for (const ok of [1, MAX_ID]) expect(idSchema.safeParse(ok).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, '1']) expect(idSchema.safeParse(bad).success).toBe(false);
  });

  it('are bounded in every call that carries one', () => {
    const past = MAX_ID + 1;
    expect(saveSearchAdRequestSchema.safeParse({ keywords: ['plumber'], competitors: [], ads_id: past }).success).toBe(false);
    expect(saveSearchAdRequestSchema.safeParse({ keywords: ['plumber'], competitors: [], ads_id: MAX_ID }).success).toBe(true);
    expect(toggleRequestSchema.safeParse({ new_state: 'paused', ads_id: past }).success).toBe(false);
    const address = { address: '14 Bree Street', zipcode: '8001', city: 'Cape Town', country: 'South Africa' };
    expect(saveProfileRequestSchema.safeParse({ ...address, gbp_id: past }).success).toBe(false);
    expect(saveProfileRequestSchema.safeParse({ ...address, gbp_id: MAX_ID }).success).toBe(true);
    expect(subscriptionParamsSchema.safeParse({ id: String(past) }).success).toBe(false);
    expect(subscriptionParamsSchema.safeParse({ id: String(MAX_ID) }).data).toEqual({ id: MAX_ID });
  });
});
