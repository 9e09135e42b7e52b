import type { OpsCommand } from '../cli';
import { createStorage } from '../../adapters/storage';
import { loadConfig } from '../../config';
import { ACCOUNT_LIMITS, sweepUnattachedUploads } from '../../accounts/account-limits';

export const command: OpsCommand = {
  summary: `Remove uploads no profile uses that are older than ${ACCOUNT_LIMITS.unattachedUploadHours} hours.`,
  usage: 'Usage: npm run ops -- sweep-uploads',
  async run(_args, { db, out }) {
    const removed = await sweepUnattachedUploads(db, createStorage(loadConfig()));
    out(`Removed ${removed} unattached upload${removed === 1 ? '' : 's'}.`);
  },
};
