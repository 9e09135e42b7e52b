import { outboxWorker } from '../mail/outbox';
import { fakeMailer, quietLog as quiet } from '../testing/fake-mailer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { codeEmails, enqueueCodeEmail } from './code-emails';
import { consumeCode, countTryWithoutCode } from './otp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CODE = /\b[0-9A-HJKMNP-TV-Z]{5}\b/;
let n = 0;
const address = () => `code-email-${Date.now()}-${++n}@example.com`;
const rowsTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

it('makes a code when it sends a code email, never sends one late, and sends none to an address without an account', async () => {
  const { user } = await t.createUser(address());
  const { mailer, sent, setDown } = fakeMailer();
  const worker = outboxWorker({ ...t, composed: codeEmails }, mailer, quiet, { pollMs: 0 });

  await enqueueCodeEmail(t.db, user.email, 'login');
  const [queued] = await rowsTo(user.email);
  expect(queued.text).not.toMatch(CODE);
  await worker.deliverDue();
  const [mail] = sent.filter((m) => m.to === user.email);
  expect(mail.subject).toBe('AdLaunch: your login code');
  expect(mail.text).toMatch(CODE);
  expect(await t.db.selectFrom('otp_codes').select('purpose').where('email', '=', user.email).execute()).toEqual([{ purpose: 'login' }]);
  // The stored row never held the code.
  expect((await rowsTo(user.email))[0].text).not.toContain(mail.text.match(CODE)![0]);

  // Queued but the mail server was down for longer than a code lives: it expires unsent.
  const id = await enqueueCodeEmail(t.db, user.email, 'reset');
  await t.db
    .updateTable('email_outbox')
    .set({ not_after: new Date(Date.now() - 1).toISOString() })
    .where('id', '=', id)
    .execute();
  setDown(true);
  await worker.deliverDue();
  setDown(false);
  expect(await t.db.selectFrom('email_outbox').select(['status', 'attempts']).where('id', '=', id).executeTakeFirst()).toEqual({
    status: 'expired',
    attempts: 1,
  });
  expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);

  // A retry that would come after the code's life ends makes it expire at once.
  const late = await enqueueCodeEmail(t.db, user.email, 'reset');
  setDown(true);
  await outboxWorker({ ...t, composed: codeEmails }, mailer, quiet, { pollMs: 0, retryBaseMs: 11 * 60_000 }).deliverDue();
  setDown(false);
  expect((await t.db.selectFrom('email_outbox').select('status').where('id', '=', late).executeTakeFirst())?.status).toBe('expired');

  const nobody = address();
  await enqueueCodeEmail(t.db, nobody, 'login');
  await worker.deliverDue();
  expect(await rowsTo(nobody)).toEqual([expect.objectContaining({ status: 'skipped' })]);
  expect(sent.filter((m) => m.to === nobody)).toEqual([]);
  // It still gets a code, never sent, so wrong tries count alike for known and unknown addresses.
  expect(await t.db.selectFrom('otp_codes').select('id').where('email', '=', nobody).execute()).toHaveLength(1);
});

it('sends only the newest of two codes asked for at once, and its code logs in, however the two are sent', async () => {
  const { user } = await t.createUser(address());
  const { mailer, sent } = fakeMailer();
  // Registering queues a code, then the page asks for one; two sends at once made each other's codes void.
  await enqueueCodeEmail(t.db, user.email, 'verify');
  await enqueueCodeEmail(t.db, user.email, 'verify');
  await outboxWorker({ ...t, composed: codeEmails }, mailer, quiet, { pollMs: 0, concurrency: 2 }).deliverDue();
  expect((await rowsTo(user.email)).map((r) => [r.status, r.last_error])).toEqual([
    ['skipped', 'a newer code was asked for'],
    ['sent', null],
  ]);
  const mails = sent.filter((m) => m.to === user.email);
  expect(mails).toHaveLength(1);
  await expect(consumeCode(t.db, user.email, 'verify', mails[0].text.match(CODE)![0])).resolves.toBeUndefined();
});

it('takes the emailed code though a wrong try made before the email went out left a row after it', async () => {
  const { user } = await t.createUser(address());
  const { mailer, sent } = fakeMailer();
  await enqueueCodeEmail(t.db, user.email, 'login');
  await outboxWorker({ ...t, composed: codeEmails }, mailer, quiet, { pollMs: 0 }).deliverDue();
  const code = sent.find((m) => m.to === user.email)!.text.match(CODE)![0];
  // What a wrong try leaves when it finds no code (the email's code, made in another transaction, not yet committed).
  await countTryWithoutCode(t.db, user.email, 'login');
  await expect(consumeCode(t.db, user.email, 'login', code)).resolves.toBeUndefined();
});
