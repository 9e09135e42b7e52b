import { reportMonthSchema } from '@adlaunch/shared/schemas';
import os from 'node:os';
import { loadConfig } from '../../config';
import { currentMonth, previousMonth, sendMonthlyReports } from '../../campaigns/monthly-reports';
import { OpsError, type OpsCommand } from '../cli';
import { deliverNow } from './outbox';
import { operatorActor } from '../../staff/staff-actions';
import { opsServices } from '../../wiring';

export const command: OpsCommand = {
  summary: 'Email each owner with an active or recently paused campaign their monthly results report (once per owner and month).',
  usage: 'Usage: npm run ops -- send-reports [--month YYYY-MM]   (default: the previous calendar month)',
  async run(args, { db, dialect, out }) {
    let month = previousMonth();
    if (args.length) {
      const [flag, value, ...rest] = args;
      if (flag !== '--month' || !value || rest.length) throw new OpsError('the only option is --month YYYY-MM.');
      if (!reportMonthSchema.safeParse(value).success) throw new OpsError(`"${value}" is not a month (use YYYY-MM, e.g. 2024-05).`);
      if (value >= currentMonth()) throw new OpsError(`${value} has not ended yet: a report covers a whole past month.`);
      month = value;
    }
    const { mailer, siteOrigin } = await opsServices(db, loadConfig());
    // Each report queued is recorded in the staff action log as the operator who ran this.
    const recordedAs = operatorActor(process.env.USER ?? os.userInfo().username);
    const { queued, alreadySent } = await sendMonthlyReports(db, { month, siteOrigin, recordedAs });
    out(
      `Monthly reports for ${month}: ${queued.length} queued${queued.length ? ` (${queued.join(', ')})` : ''}, ${alreadySent} already sent before.`,
    );
    // Sent now rather than by the next API instance to poll; what fails is retried by the outbox.
    await deliverNow({ db, dialect, out }, mailer);
  },
};
