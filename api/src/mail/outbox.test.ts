import { fakeMailer, quietLog as quiet } from '../testing/fake-mailer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { enqueueComposedEmail, enqueueEmail, outboxWorker, retryDelayMs, retryEmail, type ComposedEmails } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  expect(await retryEmail(t.db, id, { lifetimeMs: 0 })).toEqual({ before: 'failed' });
  await outboxWorker(t, mailer, quiet, { pollMs: 0 }).deliverDue();
  expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  expect(await retryEmail(t.db, id, { lifetimeMs: 0 })).toEqual({ before: 'sent' });
  expect(await retryEmail(t.db, 987654, { lifetimeMs: 0 })).toBeNull();
});

it('makes a composed email as it sends it, skips one its composer refuses, and gives one put back a full life', async () => {
  const to = address();
  const composed: ComposedEmails = {
    lifetimeMs: 5 * 60_000,
    async compose(_db, address, purpose) {
      return purpose === 'refuse' ? { skip: 'not for this address' } : { to: address, subject: 'Made now', text: `made for ${purpose}` };
    },
  };
  const { mailer, sent, setDown } = fakeMailer();
  const placeholder = { kind: 'composed', to, subject: 'Made later', text: '(made when sent)' };
  await enqueueComposedEmail(t.db, placeholder, 'greeting');
  const refused = await enqueueComposedEmail(t.db, placeholder, 'refuse');
  await outboxWorker({ ...t, composed }, mailer, quiet, { pollMs: 0 }).deliverDue();
  expect(sent.filter((m) => m.to === to)).toEqual([expect.objectContaining({ subject: 'Made now', text: 'made for greeting' })]);
  expect((await rowsTo(to)).map((r) => [r.status, r.last_error])).toEqual([
    ['sent', null],
    ['skipped', 'not for this address'],
  ]);

  // Put back after it failed, it is made again with the composer's whole lifetime ahead of it.
  const late = await enqueueComposedEmail(t.db, { ...placeholder, notAfter: new Date(Date.now() + 60_000) }, 'greeting');
  setDown(true);
  await outboxWorker({ ...t, composed }, mailer, quiet, { pollMs: 0, giveUpAfterMs: 0 }).deliverDue();
  setDown(false);
  const before = Date.now();
  expect(await retryEmail(t.db, late, composed)).toEqual({ before: 'failed' });
  const row = await t.db.selectFrom('email_outbox').select(['status', 'not_after']).where('id', '=', late).executeTakeFirstOrThrow();
  expect(row.status).toBe('queued');
  expect(Date.parse(row.not_after!) - before).toBeGreaterThanOrEqual(composed.lifetimeMs - 1_000);
  expect(await retryEmail(t.db, refused, composed)).toEqual({ before: 'skipped' });
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
