import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { listOutbox, outboxWorker, retryEmail, type OutboxRow } from '../../mail/outbox';
import { codeEmails } from '../../accounts/code-emails';
import { withStaffCodes } from '../../staff/auth/staff-code-emails';
import type { Mailer } from '../../mail/email';
import { opsServices } from '../../wiring';
import { OpsError, type OpsCommand } from '../cli';

const USAGE = [
  'Usage:',
  '  npm run ops -- outbox              the newest 50 emails of the outbox, any status',
  '  npm run ops -- outbox --failed     the emails given up on after a day of tries',
  '  npm run ops -- outbox retry <id>   put a failed or expired email back in the queue and send it now',
].join('\n');

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One delivery pass from this process (the API instances' workers would take the emails within seconds too). */
export async function deliverNow({ db, dialect, out }: Db & { out: (line: string) => void }, mailer: Mailer): Promise<void> {
  const worker = outboxWorker({ db, dialect, composed: withStaffCodes(codeEmails) }, mailer, quietLog, { pollMs: 0 });
  const claimed = await worker.deliverDue();
  if (claimed === 0) return;
  const waiting = await db
    .selectFrom('email_outbox')
    .select(['id', 'last_error'])
    .where('claimed_by', 'is', null)
    .where('status', '=', 'queued')
    .where('last_error', 'is not', null)
    .execute();
  out(`Outbox: ${claimed} email${claimed === 1 ? '' : 's'} tried now; ${waiting.length} waiting to be tried again.`);
}

const line = (
  r: Pick<
    OutboxRow,
    'id' | 'kind' | 'to_address' | 'status' | 'attempts' | 'created_at' | 'next_attempt_at' | 'sent_at' | 'last_error' | 'subject'
  >,
) =>
  [
    `#${r.id}`,
    r.status,
    r.kind,
    r.to_address,
    `queued ${r.created_at.slice(0, 16).replace('T', ' ')}`,
    `${r.attempts} ${r.attempts === 1 ? 'try' : 'tries'}`,
    r.status === 'sent' && r.sent_at
      ? `sent ${r.sent_at.slice(0, 16).replace('T', ' ')}`
      : r.status === 'queued'
        ? `next try ${r.next_attempt_at.slice(0, 16).replace('T', ' ')}`
        : '',
    r.last_error ? `last error: ${r.last_error}` : '',
  ]
    .filter(Boolean)
    .join('\t');

export const command: OpsCommand = {
  summary: 'List the email outbox (--failed: what was given up on) and resend a failed email.',
  usage: USAGE,
  async run(args, ctx) {
    const { db, out } = ctx;
    const [action, ...rest] = args;
    if (action === undefined || action === '--failed') {
      if (rest.length) throw new OpsError('too many arguments.');
      const rows = await listOutbox(db, action === '--failed' ? { status: 'failed' } : {});
      if (rows.length === 0) out(action === '--failed' ? 'No failed emails.' : 'The outbox is empty.');
      for (const r of rows) out(line(r));
      return;
    }
    if (action !== 'retry') throw new OpsError(`unknown action "${action}".`);
    const [idText, ...extra] = rest;
    if (!idText || !/^\d+$/.test(idText) || extra.length) throw new OpsError('retry takes the id of one email, e.g. retry 42.');
    const result = await retryEmail(db, Number(idText), codeEmails);
    if (!result) throw new OpsError(`there is no email #${idText}.`);
    if (result.before === 'sent') throw new OpsError(`email #${idText} was sent already: it is not sent twice.`);
    if (result.before === 'skipped')
      throw new OpsError(`email #${idText} is a code for an address without an account: there is nothing to send.`);
    out(result.before === 'queued' ? `Email #${idText} is queued already; trying it now.` : `Email #${idText} is back in the queue.`);
    await deliverNow(ctx, (await opsServices(db, loadConfig())).mailer);
    const row = await db.selectFrom('email_outbox').selectAll().where('id', '=', Number(idText)).executeTakeFirstOrThrow();
    out(line(row));
  },
};
