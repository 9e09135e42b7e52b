import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { parse as parseCookies } from 'cookie';
import { gbpStepPath, ROUTES, searchPlan, searchStepPath, STORAGE_KEYS } from '@adlaunch/shared';
import { gbpAboutFormSchema, searchAboutFormSchema, searchDetailsSchema, searchKeywordsSchemaFor } from '@adlaunch/shared/schemas';
import type { Database } from '../../db/schema';
import { liveSession } from '../../accounts/auth-guard';
import { ownerFrameData } from '../owner-frame';
import { apiErrors, firstMessages, NOT_SENT, type Form } from './form-errors';
import { withFormAnswer, type FieldErrors } from './form-page';
import { keywordsNoScript, linesOf, postedTier } from './keywords-form';

export interface StepContext {
  db: Kysely<Database>;
  call: (request: FastifyRequest, url: string, payload: object, token?: string) => Promise<LightMyRequestResponse>;
  page: (request: FastifyRequest, reply: FastifyReply, pathname: string, answer: (html: string) => string) => unknown;
}

/** The owner sending a step's form, by the session cookie; without a live session, sent to log in (null). */
export const postOwner = (db: Kysely<Database>) => async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
  const token = parseCookies(request.headers.cookie ?? '')[STORAGE_KEYS.token];
  const session = token ? await liveSession(db, token) : null;
  if (!token || !session) {
    await reply.redirect(`${ROUTES.login}?next=${encodeURIComponent(pathname)}`, 303);
    return null;
  }
  return { token, data: await ownerFrameData(db, session.user) };
};

/**
 * The wizards' steps that save without scripts (the search wizard's about, details and keywords, the
 * business profile's about): each checks with the step's own schema (the
 * app's), saves through `POST /v2/search-ads` as the owner and goes on to the next step (303), or
 * answers its page with the errors beside the fields. A post without a live session goes to log in.
 */
export function searchStepPosts({ db, call, page }: StepContext) {
  const ownerOf = postOwner(db);

  async function about(request: FastifyRequest, reply: FastifyReply) {
    const pathname = searchStepPath('about');
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const { token, data } = owner;
    const form = request.body as Form;
    const errors: FieldErrors = {};
    // Without scripts the place is typed, not picked: the first place the location search finds for it.
    let locationIds = (data.searchAd?.locations.length ? data.searchAd.locations : (data.user.locations ?? [])).map((l) => l.id);
    const term = (form.location_search ?? '').trim();
    if (term) {
      const found = await call(request, '/v2/location-search', { locationTerm: term });
      const list = found.statusCode < 300 ? (found.json() as { list: { id: string; name: string }[] }).list : [];
      const match = list.find((l) => l.name.toLowerCase() === term.toLowerCase()) ?? list[0];
      if (match) locationIds = [match.id];
      else
        errors.location_search =
          found.statusCode < 300
            ? `We found no place called "${term}". Try your town or city.`
            : (apiErrors(found.json(), 'location_search').locationTerm ?? NOT_SENT);
    }
    const values = {
      mobile: form.mobile ?? '',
      business_name: form.business_name ?? '',
      business_url: form.business_url ?? '',
      location_ids: locationIds,
      address: form.address ?? '',
      charge_vat: form.charge_vat,
      vat_number: form.charge_vat === 'yes' && form.vat_number?.trim() ? form.vat_number : null,
    };
    const checked = searchAboutFormSchema.safeParse(values);
    if (!checked.success) Object.assign(errors, firstMessages(checked.error.issues));
    if (errors.location_ids) errors.location_search ??= errors.location_ids;
    delete errors.location_ids;
    const answerWith = (refusal: FieldErrors) => page(request, reply, pathname, (html) => withFormAnswer(html, form, refusal));
    if (!checked.success || Object.keys(errors).length) return answerWith(errors);
    const saved = await call(request, '/v2/search-ads', { ...checked.data, ads_id: data.searchAd?.id ?? null }, token);
    if (saved.statusCode >= 300) return answerWith(apiErrors(saved.json(), 'business_name'));
    return reply.redirect(searchStepPath('details'), 303);
  }

  async function details(request: FastifyRequest, reply: FastifyReply) {
    const pathname = searchStepPath('details');
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const form = request.body as Form;
    const field = (name: string) => form[`ad_details.${name}`] ?? '';
    const values = {
      ad_details: {
        headline_1: field('headline_1'),
        headline_2: field('headline_2'),
        headline_3: field('headline_3'),
        desc_1: field('desc_1'),
        desc_2: field('desc_2'),
      },
    };
    const answerWith = (refusal: FieldErrors) => page(request, reply, pathname, (html) => withFormAnswer(html, form, refusal));
    const checked = searchDetailsSchema.safeParse(values);
    if (!checked.success) return answerWith(firstMessages(checked.error.issues));
    if (!owner.data.searchAd) return reply.redirect(searchStepPath('about'), 303);
    const saved = await call(request, '/v2/search-ads', { ...checked.data, ads_id: owner.data.searchAd.id }, owner.token);
    if (saved.statusCode >= 300) return answerWith(apiErrors(saved.json(), 'ad_details.headline_1'));
    return reply.redirect(searchStepPath('keywords'), 303);
  }

  /** The business-profile wizard's about step: the same fields as the search one, its category and registration number. */
  async function gbpAbout(request: FastifyRequest, reply: FastifyReply) {
    const pathname = gbpStepPath('about');
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const form = request.body as Form;
    const values = {
      mobile: form.mobile ?? '',
      business_name: form.business_name ?? '',
      business_url: form.business_url ?? '',
      category: form.category ?? '',
      // A sole proprietor has no number to give: what was typed is not sent (as in the app).
      registration_number: form.sole_proprietor ? '' : (form.registration_number ?? ''),
      charge_vat: form.charge_vat,
      vat_number: form.charge_vat === 'yes' && form.vat_number?.trim() ? form.vat_number : null,
    };
    const answerWith = (refusal: FieldErrors) => page(request, reply, pathname, (html) => withFormAnswer(html, form, refusal));
    const checked = gbpAboutFormSchema.safeParse(values);
    if (!checked.success) return answerWith(firstMessages(checked.error.issues));
    const saved = await call(
      request,
      '/v2/google-business-profile',
      { ...checked.data, gbp_id: owner.data.profile?.id ?? null },
      owner.token,
    );
    if (saved.statusCode >= 300) return answerWith(apiErrors(saved.json(), 'business_name'));
    return reply.redirect(gbpStepPath('business'), 303);
  }

  /** The keywords step: each list typed one a line (the chips need scripts), held to the plan's keyword limit. */
  async function keywords(request: FastifyRequest, reply: FastifyReply) {
    const pathname = searchStepPath('keywords');
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const form = request.body as Form;
    const ad = owner.data.searchAd;
    const tier = postedTier(ad, form.tier);
    const values = {
      keywords: linesOf(form.keywords),
      competitors: linesOf(form.competitors),
      negative_keywords: linesOf(form.negative_keywords),
    };
    const answerWith = (refusal: FieldErrors) =>
      page(request, reply, pathname, (html) => withFormAnswer(keywordsNoScript(html, owner.data, tier), form, refusal));
    const checked = searchKeywordsSchemaFor(tier).safeParse(values);
    if (!checked.success) return answerWith(firstMessages(checked.error.issues));
    if (!ad) return reply.redirect(searchStepPath('about'), 303);
    const saved = await call(request, '/v2/search-ads', { ...checked.data, ads_id: ad.id }, owner.token);
    if (saved.statusCode >= 300) return answerWith(apiErrors(saved.json(), 'keywords'));
    // The plan held to here is the one the pay step is served with (a browser without scripts keeps no choice).
    return reply.redirect(`${searchStepPath('pay')}?plan=${searchPlan(tier).slug}`, 303);
  }

  return { about, details, gbpAbout, keywords };
}
