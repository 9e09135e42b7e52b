import { reportMonthSchema } from '@adlaunch/shared/schemas';
import { createMailer } from '../../adapters/email';
import { loadConfig } from '../../config';
import { currentMonth, previousMonth, sendMonthlyReports } from '../../services/monthly-reports';
import { OpsError, type OpsCommand } from '../cli';

export const command: OpsCommand = {
  summary: 'Email each owner with an active or recently paused campaign their monthly results report (once per owner and month).',
  usage: 'Usage: npm run ops -- send-reports [--month YYYY-MM]   (default: the previous calendar month)',
  async run(args, { db, out }) {
    let month = previousMonth();
    if (args.length) {
      const [flag, value, ...rest] = args;
      if (flag !== '--month' || !value || rest.length) throw new OpsError('the only option is --month YYYY-MM.');
      if (!reportMonthSchema.safeParse(value).success) throw new OpsError(`"${value}" is not a month (use YYYY-MM, e.g. 2024-05).`);
      if (value >= currentMonth()) throw new OpsError(`${value} has not ended yet: a report covers a whole past month.`);
      month = value;
    }
    const config = loadConfig();
    const siteOrigin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const { sent, alreadySent, failed } = await sendMonthlyReports(db, createMailer(config, db), { month, siteOrigin });
    out(
      `Monthly reports for ${month}: ${sent.length} sent${sent.length ? ` (${sent.join(', ')})` : ''}, ${alreadySent} already sent before.`,
    );
    if (failed.length)
      throw new OpsError(`${failed.length} could not be sent (${failed.join(', ')}); run the command again to retry them.`);
  },
};
