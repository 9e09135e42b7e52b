import {
  StepPage,
  lazyZodResolver,
  ChoiceGroup,
  GuidedForm,
  EmailField,
  PrePaymentDialog,
  PromoCodeDialog,
  TotalsTable,
  CardBrands,
  EmailText,
  usePayFlow,
  usePrefill,
  VatAnswerFact,
  RenewalNote,
  isVatLocked,
} from '@adlaunch/ui-kit';
import { memo, useMemo, useState } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { choosePlan, chosenPlan, usePriceVariant, useSessionStore } from '@adlaunch/session';
import {
  formatMoney,
  formatPrice,
  managedFee,
  planFor,
  PRICES,
  quoteSearchAds,
  quoteSearchAdsRenewal,
  SEARCH_PLANS,
  searchPlan,
  searchStepPath,
  type ManagedTier,
  type PromoCode,
} from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import { Link } from 'react-router-dom';
import type { PayFormInput, PayFormOutput } from '../pay-schema';
import { setSearchAd, useSearchAd } from '@adlaunch/session/queries';

// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<PayFormInput, PayFormOutput>(() => import('../pay-schema').then((m) => m.payFormSchema));

export function PayStep() {
  const session = useSessionStore((s) => s.session);
  const form = useForm<PayFormInput, unknown, PayFormOutput>({
    resolver,
    mode: 'onChange',
    // The plan the owner picked on a pricing or register page (decision 010), still changeable here.
    defaultValues: { tier: chosenPlan()?.tier ?? 'low', email: session?.user.email ?? '' },
  });
  usePrefill(form, { email: [session?.user.email] });
  return <PayForm form={form} />;
}

/**
 * The step, apart from the component that calls `useForm`: react-hook-form renders that one again as
 * it mounts (in the same task as React's first commit), and the step need not render with it. It renders
 * again with its own state (the plan and email as entered, errors, the payment).
 */
const PayForm = memo(function PayForm({ form }: { form: UseFormReturn<PayFormInput, unknown, PayFormOutput> }) {
  const ad = useSearchAd();
  const session = useSessionStore((s) => s.session);
  const navigate = useNavigate();
  // The server prices from the account's A/B variant; variant A waives the setup fee.
  const variant = usePriceVariant();
  // The South Africa answer was given on the about step and is stored with the account, which the server prices from;
  // null: not answered yet (a draft from before the question moved there), so paying waits for it.
  const vatLocked = isVatLocked(session?.user);
  const chargeVAT = session?.user.chargeVAT ? true : session?.user.vatAnswered ? false : null;
  const [promo, setPromo] = useState<(PromoCode & { code: string }) | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const [review, setReview] = useState<PayFormOutput | null>(null);

  const flow = usePayFlow({
    onPaid: async () => {
      const { search_ad } = await api.getSearchAd();
      setSearchAd(search_ad);
      navigate(searchStepPath('status'));
    },
  });

  const { register, handleSubmit, control } = form;
  const { errors } = useFormState({ control });
  // Pay waits for a receipt email and for the form's checks to pass. The checks run with the owner's
  // first change or send, not at once: a prefilled, server-checked email needs no check to show an
  // enabled Pay, and the page does not load zod before the owner acts (decision 026).
  const [email, tier] = useWatch({ control, name: ['email', 'tier'] });
  const canPay = !errors.email && !errors.tier && email.trim() !== '';
  // Logged in, the variant is the account's (the server's); the fallback is never priced by the server.
  const plan = planFor(tier, variant ?? 'B');
  const isStaff = Boolean(session?.user.isStaff);
  const quote = useMemo(() => quoteSearchAds({ plan, chargeVAT: chargeVAT === true, promo, isStaff }), [plan, chargeVAT, promo, isStaff]);
  const setupFree = variant === 'A';
  const renewal = useMemo(() => quoteSearchAdsRenewal({ plan, chargeVAT: chargeVAT === true, isStaff }), [plan, chargeVAT, isStaff]);

  function startPayment(values: PayFormOutput) {
    setReview(null);
    void flow.pay(
      {
        product: 'search_ads',
        plan,
        chargeVAT: chargeVAT === true,
        email: values.email,
        promo_code: promo?.code ?? null,
      },
      quote.chargeZarCents,
    );
  }

  return (
    <StepPage>
      <GuidedForm
        onSubmit={handleSubmit((values) => {
          flow.setMessage(null);
          setReview(values);
        })}
      >
        <ChoiceGroup
          legend="Your plan"
          registration={register('tier', { onChange: (event) => choosePlan(event.target.value as ManagedTier) })}
          options={SEARCH_PLANS.map((p) => ({
            value: p.tier,
            title: `${p.name}: ${formatPrice(managedFee(p.tier).zarCents)} a month`,
            text: p.summary,
          }))}
        />
        <div className={formStyles.panel}>
          <p className={formStyles.hint}>
            <strong>Ad spend:</strong> {formatPrice(PRICES.adsSpend.zar * 100)} a month, paid to the search engines for clicks on your ads.
          </p>
          <p className={formStyles.hint}>
            <strong>Campaign setup:</strong> {setupFree ? 'free for you' : `${formatPrice(PRICES.adsSetup.zar * 100)} once`}.
          </p>
        </div>
        <VatAnswerFact chargeVAT={chargeVAT} changeTo={searchStepPath('about')} locked={vatLocked} />
        <EmailField registration={register('email')} error={errors.email?.message} />

        <TotalsTable quote={quote} promoLabel={promo?.code} />
        <RenewalNote renewal={renewal} chargeVAT={chargeVAT} />
        <CardBrands />

        <div className={formStyles.actions}>
          {promo ? (
            <p className={formStyles.hint}>
              Promo code {promo.code} applied.{' '}
              <button type="button" className={formStyles.secondary} onClick={() => setPromo(null)}>
                Remove code
              </button>
            </p>
          ) : (
            <button type="button" className={formStyles.secondary} onClick={() => setPromoOpen(true)}>
              Have a promo code?
            </button>
          )}
        </div>

        {flow.message ? (
          <p role="alert" className={formStyles.alert}>
            {flow.message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Link to={searchStepPath('keywords')} className={formStyles.back}>
            Back
          </Link>
          <button type="submit" className={formStyles.primary} disabled={!canPay || chargeVAT === null}>
            Pay {formatMoney(quote.chargeZarCents, 'ZAR')}
          </button>
        </div>
        {!canPay ? <p className={formStyles.hint}>Enter a valid email to pay.</p> : null}
      </GuidedForm>

      <PromoCodeDialog
        open={promoOpen}
        onOpenChange={setPromoOpen}
        onResult={(found, code) => setPromo(found ? { ...found, code } : null)}
      />
      <PrePaymentDialog
        open={review !== null}
        onOpenChange={(open) => !open && setReview(null)}
        quote={quote}
        promoLabel={promo?.code}
        onConfirm={() => review && startPayment(review)}
        summary={
          <dl className={formStyles.summary}>
            <dt>Campaign</dt>
            <dd>{ad?.businessName ?? 'Your business'}</dd>
            <dt>Plan</dt>
            <dd>{searchPlan(tier).name}: management and ad budget billed monthly</dd>
            <dt>After today</dt>
            <dd>
              <RenewalNote renewal={renewal} chargeVAT={chargeVAT === true} />
            </dd>
            <dt>Receipt to</dt>
            <dd>{review ? <EmailText email={review.email} /> : null}</dd>
          </dl>
        }
      />
      {flow.checkoutElement}
    </StepPage>
  );
});
