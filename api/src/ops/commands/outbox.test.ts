import { enqueueEmail, outboxWorker } from '../../mail/outbox';
import { quietLog as quiet } from '../../testing/fake-mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OpsError } from '../cli';
import { command } from './outbox';

let t: TestApp;
const lines: string[] = [];
const run = (args: string[]) => command.run(args, { db: t.db, dialect: t.dialect, out: (line) => lines.push(line) });
const savedDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  t = await createTestApp();
  // `retry` sends through the configured mailer: here the dev mailbox of the test app's database.
  process.env.DATA_DIR = t.config.dataDir;
});
afterAll(async () => {
  process.env.DATA_DIR = savedDataDir;
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('ops outbox', () => {
  it('lists the newest emails, and with --failed only those given up on, then resends one with retry', async () => {
    await run([]);
    expect(lines).toEqual(['The outbox is empty.']);

    const sentId = await enqueueEmail(t.db, { kind: 'monthly-report', to: 'sent@example.com', subject: 'Report', text: 'Figures' });
    await t.settle();
    const failedId = await enqueueEmail(t.db, { kind: 'invoice', to: 'bounced@example.com', subject: 'Invoice', text: 'Thanks' });
    const down = { send: async () => Promise.reject(new Error('550 mailbox unavailable')) };
    await outboxWorker(t, down, quiet, { pollMs: 0, giveUpAfterMs: 0 }).deliverDue();

    lines.length = 0;
    await run([]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^#${failedId}\\tfailed\\tinvoice\\tbounced@example.com\\tqueued .+\\t1 try\\tlast error: 550 mailbox unavailable$`),
    );
    expect(lines[1]).toMatch(
      new RegExp(`^#${sentId}\\tsent\\tmonthly-report\\tsent@example.com\\tqueued .+\\t1 try\\tsent \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`),
    );

    lines.length = 0;
    await run(['--failed']);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^#${failedId}\\tfailed\\t`))]);

    lines.length = 0;
    await run(['retry', String(failedId)]);
    expect(lines[0]).toBe(`Email #${failedId} is back in the queue.`);
    expect(lines.at(-1)).toMatch(new RegExp(`^#${failedId}\\tsent\\tinvoice\\tbounced@example.com\\t.+\\t2 tries\\tsent `));
    const delivered = await t.db.selectFrom('outbox').select('subject').where('to_address', '=', 'bounced@example.com').execute();
    expect(delivered).toEqual([{ subject: 'Invoice' }]);

    lines.length = 0;
    await run(['--failed']);
    expect(lines).toEqual(['No failed emails.']);
  });

  it('never sends an email twice, and says what is wrong with a bad call', async () => {
    const id = await enqueueEmail(t.db, { kind: 'invoice', to: 'once@example.com', subject: 'Invoice', text: 'Thanks' });
    await t.settle();
    await expect(run(['retry', String(id)])).rejects.toThrow(`email #${id} was sent already: it is not sent twice.`);
    await expect(run(['retry', '99999'])).rejects.toThrow('there is no email #99999.');
    await expect(run(['retry', 'x'])).rejects.toBeInstanceOf(OpsError);
    await expect(run(['retry'])).rejects.toThrow('retry takes the id of one email');
    await expect(run(['resend', '1'])).rejects.toThrow('unknown action "resend".');
    await expect(run(['--failed', 'extra'])).rejects.toThrow('too many arguments.');
  });
});
