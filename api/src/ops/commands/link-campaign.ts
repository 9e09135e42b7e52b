import os from 'node:os';
import { OpsError, type OpsCommand } from '../cli';
import { ENGINE_NAMES, linkCampaign, LinkError, parseEngine } from '../../engines/engine-links';
import { operatorActor, recordAction } from '../../staff/staff-actions';

export const command: OpsCommand = {
  summary: 'Link a search ad to its campaign on Google Ads or Microsoft Advertising (its results then arrive with the daily sync).',
  usage: [
    'Usage: npm run ops -- link-campaign <ad-id> <google|microsoft> <customer-or-account-id> <campaign-id>',
    '  google: the customer id (123-456-7890); microsoft: the account id. A second link on the same engine replaces the first.',
  ].join('\n'),
  async run(args, { db, out }) {
    if (args.length !== 4) throw new OpsError('expected an ad id, an engine, a customer or account id and a campaign id.');
    const [idText, engineText, accountId, campaignId] = args;
    if (!/^[1-9]\d{0,9}$/.test(idText)) throw new OpsError(`"${idText}" is not an ad id (a positive whole number).`);
    const actor = operatorActor(process.env.USER ?? os.userInfo().username);
    try {
      const engine = parseEngine(engineText);
      const { link, replaced } = await linkCampaign(db, { adId: Number(idText), engine, accountId, campaignId, linkedBy: actor.name });
      await recordAction(db, actor, {
        action: 'engine_link',
        subject: { type: 'search_ads', id: Number(idText) },
        before: replaced ? { ...replaced } : null,
        after: { ...link },
      });
      out(
        `Search ad ${idText} is linked to ${ENGINE_NAMES[engine]} campaign ${link.campaignId} (${engine === 'google' ? 'customer' : 'account'} ${link.accountId})${replaced ? `, in place of campaign ${replaced.campaignId}` : ''}.`,
      );
    } catch (error) {
      if (error instanceof LinkError) throw new OpsError(error.message);
      throw error;
    }
  },
};
