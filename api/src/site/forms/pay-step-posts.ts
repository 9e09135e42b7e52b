import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { promoAnswerSchema, promoRequestSchema } from '@adlaunch/shared/schemas';
import type { Database } from '../../db/schema';
import { PAY_NEEDS_SCRIPTS } from '../no-script-notes';
import { PROMO_ACTION, PROMO_FIELD, type PromoState } from '../pay-promo-field';
import { apiErrors, firstMessages, NOT_SENT, type Form } from './form-errors';
import { withFormAnswer } from './form-page';
import { postOwner, type StepContext } from './search-step-posts';

interface PayStepContext extends Omit<StepContext, 'page'> {
  db: Kysely<Database>;
  page: (request: FastifyRequest, reply: FastifyReply, pathname: string, answer: (html: string) => string, promo: PromoState) => unknown;
}

/**
 * A pay step's form sent without scripts. "Apply code" checks the code with the contract's schema,
 * then asks the API's promo route as the owner (the checkout's rules: active, unexpired, not used up,
 * once per account; its rate limit) and answers the step priced with it (`pay-totals.ts`), or the
 * refusal beside the field, the code kept. Pay sends the code too: it is checked again and kept, so
 * the answer shows what the checkout would charge; but paying by card needs the payment provider's
 * script, so the answer says so (what to do) on its page.
 */
export function payStepPosts({ db, call, page }: PayStepContext) {
  const ownerOf = postOwner(db);

  async function promoOf(request: FastifyRequest, token: string, typed: string, asked: boolean): Promise<PromoState> {
    if (!asked && typed === '') return { typed, applied: null, error: null };
    const checked = promoRequestSchema.safeParse({ [PROMO_FIELD]: typed });
    if (!checked.success) return { typed, applied: null, error: firstMessages(checked.error.issues)[PROMO_FIELD] ?? NOT_SENT };
    const answered = await call(request, '/v2/promo_code', checked.data, token);
    const promo = answered.statusCode < 300 ? promoAnswerSchema.safeParse(answered.json()) : null;
    if (promo?.success) return { typed, applied: { code: checked.data.promo_code.toUpperCase(), promo: promo.data }, error: null };
    return { typed, applied: null, error: apiErrors(answered.json(), PROMO_FIELD)[PROMO_FIELD] ?? NOT_SENT };
  }

  return (pathname: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const owner = await ownerOf(request, reply, pathname);
    if (!owner) return;
    const form = (request.body ?? {}) as Form;
    const action = form[PROMO_ACTION];
    const typed = action === 'remove' ? '' : String(form[PROMO_FIELD] ?? '').trim();
    const promo = await promoOf(request, owner.token, typed, action === 'apply');
    // The plan and email sent stay as sent (the order's figures follow the plan ticked: site/pay-totals.ts).
    const sent = Object.fromEntries(['tier', 'email'].flatMap((name) => (typeof form[name] === 'string' ? [[name, form[name]]] : [])));
    if (action === 'apply' || action === 'remove') return page(request, reply, pathname, (html) => withFormAnswer(html, sent, {}), promo);
    return page(
      request,
      reply,
      pathname,
      (html) =>
        withFormAnswer(html.replace(/<span role="note" data-no-script="" data-no-script-note="">[^<]*<\/span>/, ''), sent, {
          pay: PAY_NEEDS_SCRIPTS,
        }),
      promo,
    );
  };
}
