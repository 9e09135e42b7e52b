import { STAFF_API } from '@adlaunch/shared';
import { staffTotpAnswerSchema, staffVerifyAnswerSchema } from '@adlaunch/shared/schemas';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { operatorActor } from '../staff-actions';
import { addStaff, removeStaff } from '../staff-store';
import { newestEmail, signedInStaff, staffAddress } from '../staff-test-kit';
import { totpCode } from './totp';

const CODE = /\b[0-9A-HJKMNP-TV-Z]{5}\b/;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_OTP_PER_IP: '1000', RATE_LOGIN_PER_IP: '1000', RATE_OTP_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function emailedCode(email: string) {
  expect((await post(STAFF_API.signInCode, { email })).statusCode).toBe(200);
  const mail = await newestEmail(t, email);
  const code = mail?.text.match(CODE)?.[0];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

describe('staff sign-in', () => {
  it('signs in with the emailed code, enrols TOTP from the secret, answers ten recovery codes once, then reads /me', async () => {
    const email = staffAddress('campaigns');
    await addStaff(t.db, email, ['campaigns'], operatorActor('test'));
    const verify = await post(STAFF_API.signInVerify, { email, code: await emailedCode(email) });
    expect(verify.statusCode).toBe(200);
    const answer = staffVerifyAnswerSchema.parse(verify.json());
    expect(answer.totpEnrolled).toBe(false);
    expect(answer.enrollment?.otpauthUrl).toContain('otpauth://totp/');
    expect(answer.enrollment?.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = answer.enrollment!.secret;

    // Without the second factor the session opens nothing but the TOTP step.
    expect((await get(STAFF_API.me, answer.token)).statusCode).toBe(401);
    expect((await post(STAFF_API.signInTotp, { code: '000000' }, answer.token)).statusCode).toBe(400);

    // Kept: sent again below, it must be refused even when the clock has moved into the next 30 s step.
    const usedCode = totpCode(secret);
    const totp = await post(STAFF_API.signInTotp, { code: usedCode }, answer.token);
    expect(totp.statusCode).toBe(200);
    const done = staffTotpAnswerSchema.parse(totp.json());
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.me).toMatchObject({ email, roles: ['campaigns'] });
    expect((await get(STAFF_API.me, answer.token)).json()).toMatchObject({ email, roles: ['campaigns'] });

    // Next sign-in: enrolled, no new secret; the same TOTP code cannot be used twice; a recovery code works once.
    const second = staffVerifyAnswerSchema.parse((await post(STAFF_API.signInVerify, { email, code: await emailedCode(email) })).json());
    expect(second).toMatchObject({ totpEnrolled: true, enrollment: null });
    expect((await post(STAFF_API.signInTotp, { code: usedCode }, second.token)).statusCode).toBe(400);
    const recovered = await post(STAFF_API.signInTotp, { recovery_code: done.recoveryCodes![0] }, second.token);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().recoveryCodes).toBeNull();
    const third = staffVerifyAnswerSchema.parse((await post(STAFF_API.signInVerify, { email, code: await emailedCode(email) })).json());
    expect((await post(STAFF_API.signInTotp, { recovery_code: done.recoveryCodes![0] }, third.token)).statusCode).toBe(400);

    const signIns = await t.db.selectFrom('staff_actions').select('action').where('actor', '=', email).orderBy('id').execute();
    expect(signIns.map((a) => a.action)).toEqual(['totp_enrolled', 'sign_in_recovery_code']);

    expect((await post(STAFF_API.signOut, {}, answer.token)).statusCode).toBe(200);
    expect((await get(STAFF_API.me, answer.token)).statusCode).toBe(401);
  });

  it('answers an unknown address the same and emails it nothing', async () => {
    const email = staffAddress('nobody');
    const res = await post(STAFF_API.signInCode, { email });
    expect(res.statusCode).toBe(200);
    expect(await newestEmail(t, email)).toBeUndefined();
  });

  it('ends the session after five wrong TOTP codes', async () => {
    const email = staffAddress('support');
    await addStaff(t.db, email, ['support'], operatorActor('test'));
    const { token } = staffVerifyAnswerSchema.parse((await post(STAFF_API.signInVerify, { email, code: await emailedCode(email) })).json());
    for (let i = 0; i < 5; i++) expect((await post(STAFF_API.signInTotp, { code: '000000' }, token)).statusCode).toBe(400);
    expect((await post(STAFF_API.signInTotp, { code: '000000' }, token)).statusCode).toBe(429);
    expect((await post(STAFF_API.signInTotp, { code: '000000' }, token)).statusCode).toBe(401);
  });

  it('staff remove ends a live session at once', async () => {
    const email = staffAddress('finance');
    await addStaff(t.db, email, ['finance'], operatorActor('test'));
    const { token } = staffVerifyAnswerSchema.parse((await post(STAFF_API.signInVerify, { email, code: await emailedCode(email) })).json());
    await removeStaff(t.db, email, operatorActor('test'));
    expect((await post(STAFF_API.signInTotp, { code: '123456' }, token)).statusCode).toBe(401);
  });
});

describe('team (admin)', () => {
  it('an admin adds a staff member and removes one (ending their session); others may not', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const support = await signedInStaff(t, ['support']);
    const email = staffAddress('new');
    expect((await post(STAFF_API.teamAdd, { email, roles: ['campaigns'] }, support.token)).statusCode).toBe(403);
    const added = await post(STAFF_API.teamAdd, { email, roles: ['campaigns'] }, admin.token);
    expect(added.statusCode).toBe(200);
    expect(added.json().member).toMatchObject({ email, roles: ['campaigns'] });
    expect((await get(STAFF_API.team, support.token)).json().staff.map((m: { email: string }) => m.email)).toContain(email);

    expect((await post(STAFF_API.teamRemove(admin.id), {}, admin.token)).statusCode).toBe(409);
    const removed = await post(STAFF_API.teamRemove(support.id), {}, admin.token);
    expect(removed.json()).toEqual({ endedSessions: 1 });
    expect((await get(STAFF_API.me, support.token)).statusCode).toBe(401);
    const actions = await t.db.selectFrom('staff_actions').select(['actor', 'action']).where('actor', '=', admin.email).execute();
    expect(actions.map((a) => a.action)).toEqual(['staff_add', 'staff_remove']);
  });
});
