import { STAFF_API } from '@adlaunch/shared';
import { staffOrderAnswerSchema } from '@adlaunch/shared/schemas';
import { createStorage } from '../../adapters/storage';
import { now } from '../../db/database';
import { assetUrl } from '../../profiles/uploads';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff } from '../staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe("an owner's uploads on the order page", () => {
  it('open by a signed link without the header, while the session lives; a changed link is refused', async () => {
    const owner = await t.createUser();
    const key = `${'a'.repeat(32)}.png`;
    await createStorage(t.config).put(key, PNG, 'image/png');
    const stamp = now();
    await t.db
      .insertInto('assets')
      .values({ user_id: owner.user.id, kind: 'image', storage_key: key, content_type: 'image/png', size: PNG.length, created_at: stamp })
      .execute();
    const { id } = await t.db
      .insertInto('profiles')
      .values({
        user_id: owner.user.id,
        business_name: 'Lerato Bakes',
        image: assetUrl(key),
        status: 'paid',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const support = await signedInStaff(t, ['support']);
    const page = staffOrderAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.order('gbp', id), headers: support.headers })).json(),
    );
    expect(page.uploads).toEqual([expect.objectContaining({ label: 'Photo of the business', contentType: 'image/png' })]);
    const link = page.uploads[0].url;
    expect(link).toMatch(/^\/v2\/staff\/uploads\/\d+\?s=\d+&e=\d+&sig=/);

    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: link.split('?')[0] })).statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: STAFF_API.signOut, payload: {}, headers: support.headers });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
  });
});
