import type { EmailMessage, Mailer } from '../adapters/email';
import { createTestApp, type TestApp } from '../testing/test-app';
import { enqueueCodeEmail, enqueueEmail, outboxWorker, retryDelayMs, retryEmail } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const CODE = /\b[0-9A-HJKMNP-TV-Z]{5}\b/;

/** A mailer that records what it was given and fails while `down` is true. */
function fakeMailer(delayMs = 0) {
  const sent: EmailMessage[] = [];
  let down = false;
  const mailer: Mailer = {
    async send(message) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(message);
    },
  };
  return { mailer, sent, setDown: (value: boolean) => (down = value) };
}

let n = 0;
const address = () => `outbox-${Date.now()}-${++n}@example.com`;
const rowsTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

it('keeps an email only when the transaction that caused it commits', async () => {
  const to = address();
  await expect(
    t.db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, { kind: 'invoice', to, subject: 'Invoice', text: 'Thanks' });
      throw new Error('the payment rolled back');
    }),
  ).rejects.toThrow('the payment rolled back');
  expect(await rowsTo(to)).toEqual([]);

  await t.db
    .transaction()
    .execute((trx) => enqueueEmail(trx, { kind: 'invoice', to, subject: 'Invoice', text: 'Thanks', html: '<p>Thanks</p>' }));
  const { mailer, sent } = fakeMailer();
  await outboxWorker(t, mailer, quiet, { pollMs: 0 }).deliverDue();
  expect(sent.filter((m) => m.to === to)).toEqual([
    { to, subject: 'Invoice', text: 'Thanks', html: '<p>Thanks</p>', messageId: expect.stringMatching(/^<.+@adlaunch\.outbox>$/) },
  ]);
  expect(await rowsTo(to)).toEqual([
    expect.objectContaining({ status: 'sent', attempts: 1, sent_at: expect.any(String), claimed_by: null }),
  ]);
});

it('retries with exponential backoff and the same Message-ID, then sends once the mail server is back', async () => {
  const to = address();
  await enqueueEmail(t.db, { kind: 'monthly-report', to, subject: 'Report', text: 'Figures' });
  const { mailer, sent, setDown } = fakeMailer();
  const worker = outboxWorker(t, mailer, quiet, { pollMs: 0, retryBaseMs: 200, retryMaxMs: 5_000 });
  setDown(true);
  await worker.deliverDue();
  let [row] = await rowsTo(to);
  expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', claimed_by: null });
  // Not due yet: nothing is tried again before the delay.
  await worker.deliverDue();
  expect((await rowsTo(to))[0].attempts).toBe(1);
  await new Promise((r) => setTimeout(r, 220));
  const before = Date.now();
  await worker.deliverDue();
  const after = Date.now();
  [row] = await rowsTo(to);
  expect(row.attempts).toBe(2);
  // The second failure waits twice the first delay.
  expect(Date.parse(row.next_attempt_at) - before).toBeGreaterThanOrEqual(400);
  expect(Date.parse(row.next_attempt_at) - after).toBeLessThanOrEqual(400);

  setDown(false);
  await new Promise((r) => setTimeout(r, 420));
  await worker.deliverDue();
  expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  expect(sent.find((m) => m.to === to)?.messageId).toBe(row.message_id);
  expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 3 });
});

it('waits at least a day of tries (1, 2, 4 … minutes, at most an hour apart) before giving up', () => {
  const delays = [1, 2, 3, 4, 5, 6, 7, 8, 30].map((a) => retryDelayMs(a, { retryBaseMs: 60_000, retryMaxMs: 3_600_000 }) / 60_000);
  expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
});

it('marks an email failed after its day of tries, and an operator can put it back', async () => {
  const to = address();
  const id = await enqueueEmail(t.db, { kind: 'invoice', to, subject: 'Invoice', text: 'Thanks' });
  const { mailer, sent, setDown } = fakeMailer();
  setDown(true);
  await outboxWorker(t, mailer, quiet, { pollMs: 0, giveUpAfterMs: 0 }).deliverDue();
  expect((await rowsTo(to))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  // Failed rows are never picked up again by themselves.
  setDown(false);
  await outboxWorker(t, mailer, quiet, { pollMs: 0 }).deliverDue();
  expect(sent.filter((m) => m.to === to)).toEqual([]);

  expect(await retryEmail(t.db, id)).toEqual({ before: 'failed' });
  await outboxWorker(t, mailer, quiet, { pollMs: 0 }).deliverDue();
  expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  expect(await retryEmail(t.db, id)).toEqual({ before: 'sent' });
  expect(await retryEmail(t.db, 987654)).toBeNull();
});

it('makes a code when it sends a code email, never sends one late, and sends none to an address without an account', async () => {
  const { user } = await t.createUser(address());
  const { mailer, sent, setDown } = fakeMailer();
  const worker = outboxWorker(t, mailer, quiet, { pollMs: 0 });

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
  await outboxWorker(t, mailer, quiet, { pollMs: 0, retryBaseMs: 11 * 60_000 }).deliverDue();
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

it('sends each email once when two instances deliver at the same time', async () => {
  const recipients = Array.from({ length: 30 }, () => address());
  for (const to of recipients) await enqueueEmail(t.db, { kind: 'invoice', to, subject: 'Invoice', text: 'Thanks' });
  const other = t.openAnother();
  try {
    const { mailer, sent } = fakeMailer(3);
    const a = outboxWorker(t, mailer, quiet, { pollMs: 0 });
    const b = outboxWorker(other, mailer, quiet, { pollMs: 0 });
    const [byA, byB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(byA + byB).toBeGreaterThanOrEqual(30);
    const mine = sent.filter((m) => recipients.includes(m.to));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((m) => m.to)).size).toBe(30);
  } finally {
    await other.db.destroy();
  }
});

it('takes over an email whose instance died while holding it, once its claim has expired', async () => {
  const to = address();
  const id = await enqueueEmail(t.db, { kind: 'invoice', to, subject: 'Invoice', text: 'Thanks' });
  await t.db
    .updateTable('email_outbox')
    .set({ claimed_by: 'killed-instance', claimed_until: new Date(Date.now() + 60_000).toISOString(), attempts: 1 })
    .where('id', '=', id)
    .execute();
  const { mailer, sent } = fakeMailer();
  const worker = outboxWorker(t, mailer, quiet, { pollMs: 0 });
  await worker.deliverDue();
  expect(sent.filter((m) => m.to === to)).toEqual([]);
  await t.db
    .updateTable('email_outbox')
    .set({ claimed_until: new Date(Date.now() - 1).toISOString() })
    .where('id', '=', id)
    .execute();
  await worker.deliverDue();
  expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2, claimed_by: null });
});
