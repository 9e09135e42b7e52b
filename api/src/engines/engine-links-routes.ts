import type { FastifyInstance } from 'fastify';
import type { EngineLinksAnswer, StaffRole } from '@adlaunch/shared';
import { engineLinkParamsSchema, engineLinkRequestSchema, engineUnlinkParamsSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { recordAction } from '../staff/staff-actions';
import { staffOf } from '../staff/staff-guard';
import { ENGINE_NAMES, engineLinksOf, linkCampaign, LinkError, unlinkCampaign } from './engine-links';

/** Who links and unlinks an ad's campaigns; who may see the links (the order page's readers). */
const ENGINE_LINK_ROLES: readonly StaffRole[] = ['campaigns'];
const ENGINE_LINK_READ_ROLES: readonly StaffRole[] = ['support', 'campaigns', 'finance'];

const ENGINE_LINKS_PATH = '/v2/staff/orders/search_ads/:id/engine-links';

async function answer(db: AppDeps['db'], adId: number): Promise<EngineLinksAnswer> {
  const links = await engineLinksOf(db, adId);
  if (!links) throw new HttpError(404, 'We could not find that search ad.');
  return links;
}

/**
 * A search ad's links to its campaigns on the engines, for the back office's order page:
 * read by the order's readers, changed by the campaigns role; every change is a staff action.
 */
export function engineLinkRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(ENGINE_LINKS_PATH, { config: { staffAccess: { roles: ENGINE_LINK_READ_ROLES } } }, async (request) => {
    const { id } = parse(engineLinkParamsSchema, request.params);
    return answer(db, id);
  });

  app.post(ENGINE_LINKS_PATH, { bodyLimit: 4 * 1024, config: { staffAccess: { roles: ENGINE_LINK_ROLES } } }, async (request) => {
    const { id } = parse(engineLinkParamsSchema, request.params);
    const body = parse(engineLinkRequestSchema, request.body);
    const { actor } = staffOf(request);
    try {
      const { link, replaced } = await linkCampaign(db, {
        adId: id,
        engine: body.engine,
        accountId: body.accountId,
        campaignId: body.campaignId,
        linkedBy: actor.name,
      });
      await recordAction(db, actor, {
        action: 'engine_link',
        subject: { type: 'search_ads', id },
        before: replaced ? { ...replaced } : null,
        after: { ...link },
      });
    } catch (error) {
      if (error instanceof LinkError) throw new HttpError(/no search ad/.test(error.message) ? 404 : 400, error.message);
      throw error;
    }
    return answer(db, id);
  });

  app.delete(`${ENGINE_LINKS_PATH}/:engine`, { config: { staffAccess: { roles: ENGINE_LINK_ROLES } } }, async (request) => {
    const { id, engine } = parse(engineUnlinkParamsSchema, request.params);
    const removed = await unlinkCampaign(db, id, engine);
    if (!removed) throw new HttpError(404, `This search ad has no ${ENGINE_NAMES[engine]} link.`);
    await recordAction(db, staffOf(request).actor, {
      action: 'engine_unlink',
      subject: { type: 'search_ads', id },
      before: { ...removed },
      after: null,
    });
    return answer(db, id);
  });
}
