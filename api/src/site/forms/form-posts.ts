import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCookies, serialize } from 'cookie';
import {
  firstIncompleteProfileStep,
  firstIncompleteSearchStep,
  FRAME_PART_ATTRIBUTE,
  gbpStepPath,
  isOwnerPage,
  MESSAGES,
  ROUTES,
  searchStepPath,
  STORAGE_KEYS,
} from '@adlaunch/shared';
import { registerRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';
import { liveSession, type UserRow } from '../../accounts/auth-guard';
import { ownerFrameData } from '../owner-frame';
import { servePage } from '../shell-page';
import { apiErrors, firstMessages, NOT_SENT, type Form } from './form-errors';
import { loginCodePage, withFormAnswer, type FieldErrors } from './form-page';
import { searchStepPosts } from './search-step-posts';
import { payStepPosts } from './pay-step-posts';
import { logOut } from './logout-form';
import { profileStepPosts } from './profile-step-posts';
import { assetPayload, UPLOAD_FILE_MAX } from './upload-form';
import type { PromoState } from '../pay-promo-field';
import { ASSET_PATH } from '../../profiles/uploads';
import { isSameSitePost } from './same-site-post';

/** The session cookie exactly as the shell writes it (session/src/lib/cookies.ts): the app reads it, so it cannot be HttpOnly. */
const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// The register page's own wording (mfe-auth/src/features/register-page/options.ts).
const CHOICE_MESSAGES = {
  chargeVAT: 'Tell us whether your business is in South Africa.',
  alreadyGbp: 'Tell us whether you already have a Google Business Profile.',
  plan: 'Choose a plan.',
};
const LOGIN_EMAIL_FORM = `[${FRAME_PART_ATTRIBUTE}="login-email"]`;

/** Where a page that asked for a login (`?next=`) sends the owner: only one of the owner's own pages. */
const nextPage = (request: FastifyRequest): string | null => {
  const next = (request.query as { next?: unknown }).next;
  return typeof next === 'string' && isOwnerPage(next) ? next : null;
};

/** Where an owner picks up after logging in (mfe-auth's `resumePath`): what their orders still need, else the dashboard. */
async function resumePath(deps: AppDeps, user: UserRow): Promise<string> {
  const { searchAd: ad, profile } = await ownerFrameData(deps.db, user);
  if ((ad && ad.status !== 'setup') || (profile && profile.status !== 'setup')) return ROUTES.dashboard;
  if (ad) return searchStepPath(firstIncompleteSearchStep(ad));
  if (profile) return gbpStepPath(firstIncompleteProfileStep(profile));
  return ROUTES.dashboard;
}

/**
 * The served pages' forms, sent by a browser without scripts (or before the app took over): each
 * posts to its own page and gets a page back (decision 041). Each calls the JSON API's own route
 * through `inject`, from the sender's address, so the same checks, services and rate limits apply.
 */
export async function formRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, db } = deps;
  const call = (request: FastifyRequest, url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: request.ip,
      headers: { 'user-agent': request.headers['user-agent'] ?? '', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const page = (request: FastifyRequest, reply: FastifyReply, pathname: string, answer: (html: string) => string, promo?: PromoState) =>
    servePage(db, request, reply, config, pathname, answer, promo);
  const codePage = (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    next: string | null,
    error?: string,
    notice?: string,
    errorField?: string,
  ) =>
    page(request, reply, ROUTES.login, (html) =>
      loginCodePage(html, email, next ? `${ROUTES.login}?next=${encodeURIComponent(next)}` : ROUTES.login, error, notice, errorField),
    );

  async function register(product: 'search_ads' | 'gbp', request: FastifyRequest, reply: FastifyReply) {
    const form = request.body as Form;
    const pathname = product === 'gbp' ? ROUTES.registerGbp : ROUTES.registerAds;
    const body = {
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      emailAddress: form.emailAddress ?? '',
      mobile: form.mobile ?? '',
      chargeVAT: form.chargeVAT === 'yes',
      businessName: form.businessName ?? '',
      websiteUrl: form.websiteUrl ?? '',
      product,
      ...(product === 'gbp' ? { alreadyGbp: form.alreadyGbp === 'yes' } : {}),
      cid: parseCookies(request.headers.cookie ?? '')[STORAGE_KEYS.visitorId] ?? randomUUID(),
      extras: form.marketing ? ['marketing'] : [],
      referrer: null,
    };
    const checked = registerRequestSchema.safeParse(body);
    const errors: FieldErrors = checked.success ? {} : firstMessages(checked.error.issues);
    if (form.chargeVAT !== 'yes' && form.chargeVAT !== 'no') errors.chargeVAT = CHOICE_MESSAGES.chargeVAT;
    if (product === 'gbp' && form.alreadyGbp !== 'yes' && form.alreadyGbp !== 'no') errors.alreadyGbp = CHOICE_MESSAGES.alreadyGbp;
    if (product === 'search_ads' && form.plan !== 'low' && form.plan !== 'high') errors.plan = CHOICE_MESSAGES.plan;
    if (!form.terms) errors.terms = MESSAGES.terms;
    const answerWith = (refusal: FieldErrors) => page(request, reply, pathname, (html) => withFormAnswer(html, form, refusal));
    if (Object.keys(errors).length) return answerWith(errors);
    const registered = await call(request, '/v2/register', body);
    if (registered.statusCode >= 300) return answerWith(apiErrors(registered.json(), 'emailAddress'));
    const sent = await call(request, '/v2/request-otp', { emailAddress: body.emailAddress.trim() });
    if (sent.statusCode >= 300) return answerWith(apiErrors(sent.json(), 'emailAddress'));
    const next = product === 'gbp' ? gbpStepPath('about') : searchStepPath('about');
    return codePage(request, reply, body.emailAddress.trim(), next);
  }

  async function logIn(request: FastifyRequest, reply: FastifyReply) {
    const form = request.body as Form;
    const email = (form.emailAddress ?? '').trim();
    const next = nextPage(request);
    if (form.resend !== undefined) {
      // "Send a new code": the app's words (mfe-auth's code step), the same route and limits as the address.
      const sent = await call(request, '/v2/request-otp', { emailAddress: email, purpose: 'login' });
      if (sent.statusCode < 300) return codePage(request, reply, email, next, undefined, `We sent a new code to ${email}.`);
      return codePage(request, reply, email, next, apiErrors(sent.json(), 'resend').resend ?? NOT_SENT, undefined, 'resend');
    }
    if (form.otp === undefined) {
      const sent = await call(request, '/v2/request-otp', { emailAddress: email, purpose: 'login' });
      if (sent.statusCode < 300) return codePage(request, reply, email, next);
      const refusal = { emailAddress: apiErrors(sent.json(), 'emailAddress').emailAddress ?? MESSAGES.email };
      return page(request, reply, ROUTES.login, (html) => withFormAnswer(html, { emailAddress: email }, refusal, LOGIN_EMAIL_FORM));
    }
    const verified = await call(request, '/v2/verify-otp', { otp: form.otp.trim(), emailAddress: email, verificationType: 'email' });
    const token = verified.statusCode < 300 ? (verified.json() as { token?: string }).token : undefined;
    const session = token ? await liveSession(db, token) : null;
    if (!token || !session) {
      const refusal = verified.statusCode < 300 ? NOT_SENT : (apiErrors(verified.json(), 'otp').otp ?? NOT_SENT);
      return codePage(request, reply, email, next, refusal);
    }
    const secure = config.env === 'production';
    reply.header(
      'Set-Cookie',
      serialize(STORAGE_KEYS.token, token, {
        path: '/',
        maxAge: TOKEN_MAX_AGE_SECONDS,
        sameSite: 'strict',
        secure,
        encode: encodeURIComponent,
      }),
    );
    return reply.redirect(next ?? (await resumePath(deps, session.user)), 303);
  }

  const steps = searchStepPosts({ db, call, page });
  const upload = (
    request: FastifyRequest,
    token: string,
    kind: 'image' | 'certificate',
    file: { name: string; type: string; body: Buffer },
  ) => {
    const { payload, contentType } = assetPayload(kind, file);
    return app.inject({
      method: 'POST',
      url: ASSET_PATH,
      payload,
      remoteAddress: request.ip,
      headers: { 'content-type': contentType, 'user-agent': request.headers['user-agent'] ?? '', authorization: `Bearer ${token}` },
    });
  };
  const profileSteps = profileStepPosts({ db, call, page, upload });
  // Paying by card needs the payment provider's script; its promo code is applied without one.
  const payStep = payStepPosts({ db, call, page });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The business step's uploads (its files are read by its handler, after the checks below).
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_FILE_MAX, files: 2, fields: 8, parts: 10, fieldNameSize: 100, fieldSize: 4096, headerPairs: 100 },
    });
    scope.addHook('preHandler', async (request, reply) => {
      if (!request.isMultipart() && (typeof request.body !== 'object' || request.body === null))
        return reply.status(415).type('text/plain').send('Send the form from its page.');
      if (!isSameSitePost(request, config.publicOrigin))
        return reply.status(403).type('text/plain').send('This form can only be sent from its page on this site.');
    });
    scope.post(ROUTES.registerAds, (request, reply) => register('search_ads', request, reply));
    scope.post(ROUTES.registerGbp, (request, reply) => register('gbp', request, reply));
    scope.post(ROUTES.login, logIn);
    scope.post(ROUTES.logout, logOut(call, config.env === 'production'));
    scope.post(searchStepPath('about'), steps.about);
    scope.post(searchStepPath('details'), steps.details);
    scope.post(gbpStepPath('about'), steps.gbpAbout);
    scope.post(searchStepPath('keywords'), steps.keywords);
    scope.post(gbpStepPath('business'), { bodyLimit: 2 * UPLOAD_FILE_MAX + 64 * 1024 }, profileSteps.business);
    scope.post(gbpStepPath('address'), profileSteps.address);
    scope.post(searchStepPath('pay'), payStep(searchStepPath('pay')));
    scope.post(gbpStepPath('pay'), payStep(gbpStepPath('pay')));
  });
}
