import type { FastifyInstance } from 'fastify';
import { PLAN_IDS, type PlanId } from '@adlaunch/shared';
import { aiSuggestionsRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { chatSuggester, offlineSuggester, type Suggester } from './suggester';
import { authenticate } from '../accounts/auth-guard';
import { searchAdService } from '../campaigns/search-ads';
import { locationIndex } from '../campaigns/locations';
import { latestProfile } from '../profiles/profiles';

export function aiSuggestionRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const suggester: Suggester = config.ai.apiKey
    ? chatSuggester({ apiKey: config.ai.apiKey, baseUrl: config.ai.baseUrl, model: config.ai.model, log: (msg) => app.log.warn(msg) })
    : offlineSuggester();
  const ads = searchAdService(db, locationIndex);

  app.post('/v2/ai-suggestions', { bodyLimit: 4 * 1024, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await authenticate(db, request);
    const { url, sells } = parse(aiSuggestionsRequestSchema, request.body);
    // The user's saved ad (and business profile, for its category) says more about the business than the address alone.
    const [ad, profile] = await Promise.all([ads.latest(user.id), latestProfile(db, user.id)]);
    const suggestions = await suggester.suggest({
      url,
      businessName: ad?.businessName ?? user.business_name,
      locations: ad?.locations.map((l) => l.name) ?? [],
      category: profile?.category ?? null,
      sells: sells || null,
      plan: PLAN_IDS.includes(ad?.plan as PlanId) ? (ad?.plan as PlanId) : null,
    });
    return { adbot_gpt_suggestions: suggestions };
  });
}
