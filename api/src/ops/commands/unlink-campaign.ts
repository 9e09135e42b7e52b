import os from 'node:os';
import { OpsError, type OpsCommand } from '../cli';
import { ENGINE_NAMES, LinkError, parseEngine, unlinkCampaign } from '../../engines/engine-links';
import { operatorActor, recordAction } from '../../staff/staff-actions';

export const command: OpsCommand = {
  summary: "Remove a search ad's link to its campaign on an engine (the results already fetched stay).",
  usage: 'Usage: npm run ops -- unlink-campaign <ad-id> <google|microsoft>',
  async run(args, { db, out }) {
    if (args.length !== 2) throw new OpsError('expected an ad id and an engine.');
    const [idText, engineText] = args;
    if (!/^[1-9]\d{0,9}$/.test(idText)) throw new OpsError(`"${idText}" is not an ad id (a positive whole number).`);
    try {
      const engine = parseEngine(engineText);
      const removed = await unlinkCampaign(db, Number(idText), engine);
      if (!removed) throw new OpsError(`search ad ${idText} has no ${ENGINE_NAMES[engine]} link.`);
      const actor = operatorActor(process.env.USER ?? os.userInfo().username);
      await recordAction(db, actor, {
        action: 'engine_unlink',
        subject: { type: 'search_ads', id: Number(idText) },
        before: { ...removed },
        after: null,
      });
      out(`Search ad ${idText} is no longer linked to ${ENGINE_NAMES[engine]} campaign ${removed.campaignId}.`);
    } catch (error) {
      if (error instanceof LinkError) throw new OpsError(error.message);
      throw error;
    }
  },
};
