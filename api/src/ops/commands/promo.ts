import { OpsError, type OpsCommand } from '../cli';
import { promoService } from '../../promo-codes/promo-codes';
import { writeTransaction } from '../../lib/transaction';
import { operatorActor, recordAction } from '../../staff/staff-actions';
import { operatorFrom } from './staff';

const USAGE = [
  'Usage:',
  '  npm run ops -- promo create <CODE> free [--expires YYYY-MM-DD] [--max-uses N] [--as <operator>]',
  '  npm run ops -- promo create <CODE> percent <1-100> [--expires YYYY-MM-DD] [--max-uses N] [--as <operator>]',
  '  npm run ops -- promo list',
  '  npm run ops -- promo end <CODE> [--as <operator>]',
].join('\n');

export const command: OpsCommand = {
  summary: 'Create, list and end promo codes.',
  usage: USAGE,
  async run(args, { db, out }) {
    const promos = promoService(db);
    const { name, rest: given } = operatorFrom(args);
    const [action, ...rest] = given;
    if (action === 'list') {
      const rows = await promos.list();
      if (rows.length === 0) out('No promo codes yet.');
      for (const r of rows) {
        const value = r.type === 'free' ? 'free' : `${r.percentage}% off`;
        const state = r.active !== 1 ? 'inactive' : r.expires_at && r.expires_at <= new Date().toISOString() ? 'expired' : 'active';
        const cap = r.max_uses === null ? 'no cap' : `at most ${r.max_uses} uses`;
        out(`${r.code}\t${value}\t${state}\texpires ${r.expires_at ? r.expires_at.slice(0, 10) : 'never'}\t${cap}`);
      }
      return;
    }
    if (action === 'end') {
      const [code] = rest;
      if (!code) throw new OpsError('Give the code to end.');
      // Ended and recorded together, as the back office's End button does, as the operator who ran it.
      const ended = await writeTransaction(db, async (trx) => {
        const row = await promoService(trx).end(code);
        if (!row) return undefined;
        await recordAction(trx, operatorActor(name), {
          action: 'promo_end',
          subject: { type: 'promo', id: row.code },
          before: { state: row.expires_at && row.expires_at <= new Date().toISOString() ? 'expired' : 'active' },
          after: { state: 'ended' },
        });
        return row;
      });
      if (!ended) throw new OpsError('That code is not active (ended before, or there is no such code).');
      out(`Ended ${ended.code}: checkouts refuse it from now on (payments made with it stay as they are).`);
      return;
    }
    if (action !== 'create') throw new OpsError('Unknown action.');
    const expiresAt = rest.indexOf('--expires');
    let expiresOn: string | null = null;
    if (expiresAt >= 0) {
      expiresOn = rest[expiresAt + 1] ?? '';
      rest.splice(expiresAt, 2);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) || Number.isNaN(Date.parse(expiresOn)))
        throw new OpsError('--expires takes a date such as 2026-12-31.');
    }
    const maxUsesAt = rest.indexOf('--max-uses');
    let maxUses: number | null = null;
    if (maxUsesAt >= 0) {
      maxUses = Number(rest[maxUsesAt + 1]);
      rest.splice(maxUsesAt, 2);
    }
    const [code, type, pct] = rest;
    if (!code || (type !== 'free' && type !== 'percent')) throw new OpsError('Give a code and its type (free or percent).');
    try {
      // Made and recorded together, as the back office's promo screen does, as the operator who ran it.
      const row = await writeTransaction(db, async (trx) => {
        const made = await promoService(trx).create({
          code,
          type,
          percentage: type === 'percent' ? Number(pct) : null,
          expiresOn,
          maxUses,
        });
        await recordAction(trx, operatorActor(name), {
          action: 'promo_create',
          subject: { type: 'promo', id: made.code },
          after: { code: made.code, type: made.type, percentage: made.percentage, expiresOn, maxUses: made.max_uses },
        });
        return made;
      });
      out(
        `Created ${row.code} (${row.type === 'free' ? 'free' : `${row.percentage}% off`}${row.expires_at ? `, valid through ${expiresOn}` : ''}).`,
      );
    } catch (error) {
      throw new OpsError((error as Error).message);
    }
  },
};
