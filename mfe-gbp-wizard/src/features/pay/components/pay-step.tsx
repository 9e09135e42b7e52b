import {
  StepPage,
  lazyZodResolver,
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
  GuidedForm,
  isVatLocked,
} from '@adlaunch/ui-kit';
import { memo, useState } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  formatMoney,
  formatPrice,
  gbpStepPath,
  PRICES,
  quoteProfileRenewal,
  STORAGE_KEYS,
  VAT_TEXTS,
  type PromoCode,
} from '@adlaunch/shared';
import { storage, useReferral, useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import { profileQuote } from '../profile-quote';
import styles from './pay-step.module.css';
import type { PayInput, PayValues } from '../pay-schema';
import { setProfile, useProfile } from '@adlaunch/session/queries';

// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<PayInput, PayValues>(() => import('../pay-schema').then((m) => m.payFormSchema));

const REFERRAL_SETUP = formatPrice(PRICES.referralSetup.zar * 100);
const NORMAL_SETUP = formatPrice(PRICES.gbpSetup.zar * 100);

interface AppliedPromo {
  code: string;
  promo: PromoCode;
}

export function PayStep() {
  const user = useSessionStore((s) => s.session?.user);
  const form = useForm<PayInput, unknown, PayValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? storage.get(STORAGE_KEYS.email) ?? '' },
  });
  usePrefill(form, { email: [user?.email] });
  return <PayForm form={form} />;
}

/**
 * The step, apart from the component that calls `useForm`: react-hook-form renders that one again as
 * it mounts (in the same task as React's first commit), and the step need not render with it. It renders
 * again with its own state (errors, the promo code, the payment).
 */
const PayForm = memo(function PayForm({ form }: { form: UseFormReturn<PayInput, unknown, PayValues> }) {
  const navigate = useNavigate();
  const profile = useProfile();
  const user = useSessionStore((s) => s.session?.user);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const [order, setOrder] = useState<PayValues | null>(null);
  const referral = useReferral();
  // The South Africa answer was given on the about step and is stored with the account, which the server prices from;
  // null: not answered yet (a draft from before the question moved there), so paying waits for it.
  const vatLocked = isVatLocked(user);
  const chargeVAT = user?.chargeVAT ? true : user?.vatAnswered ? false : null;

  const { register, handleSubmit, control } = form;
  const { errors } = useFormState({ control });
  const quote = profileQuote({
    chargeVAT,
    promo: promo?.promo ?? null,
    isStaff: Boolean(user?.isStaff),
    referral,
  });

  const renewal = quoteProfileRenewal({ chargeVAT: chargeVAT === true, isStaff: Boolean(user?.isStaff) });

  const { pay, message, checkoutElement } = usePayFlow({
    onPaid: async () => {
      const { profile: paid } = await api.getProfile();
      setProfile(paid);
      navigate(gbpStepPath('status'));
    },
  });

  async function confirm() {
    if (!order) return;
    setOrder(null);
    await pay(
      {
        product: 'gbp',
        email: order.email,
        chargeVAT: chargeVAT === true,
        promo_code: promo?.code ?? null,
        referrer: referral.code,
      },
      quote.chargeZarCents,
    );
  }

  return (
    <StepPage>
      {referral.status === 'valid' ? (
        <p className={styles.note} role="note" aria-label="Referral price applied">
          {`${referral.code ? `Referral code ${referral.code}` : 'Referral price'}: setup costs ${REFERRAL_SETUP} instead of ${NORMAL_SETUP}.`}
        </p>
      ) : referral.status === 'claimed' ? (
        <p className={styles.pending} role="note" aria-label="Referral code to check">
          {`We check referral code ${referral.code} when you pay: if it belongs to another AdLaunch customer, setup costs ${REFERRAL_SETUP} instead of ${NORMAL_SETUP}, and the card checkout shows that amount.`}
        </p>
      ) : null}
      <GuidedForm onSubmit={handleSubmit(setOrder)}>
        {/* The same order as the search ads pay step: the questions, the order and how it is paid, a promo code, then Pay. */}
        <VatAnswerFact chargeVAT={chargeVAT} changeTo={gbpStepPath('about')} locked={vatLocked} />
        <EmailField registration={register('email')} error={errors.email?.message} />
        <div className={styles.totals}>
          <TotalsTable quote={quote} caption="Your Google Business Profile" promoLabel={promo?.code} />
          <RenewalNote renewal={renewal} chargeVAT={chargeVAT} />
          <CardBrands />
        </div>
        <div className={styles.promo}>
          {promo ? (
            <>
              <p role="status">{`Promo code ${promo.code} applied.`}</p>
              <button type="button" className={formStyles.secondary} onClick={() => setPromo(null)}>
                Remove promo code
              </button>
            </>
          ) : (
            <button type="button" className={formStyles.secondary} onClick={() => setPromoOpen(true)}>
              Have a promo code?
            </button>
          )}
        </div>
        {message ? (
          <p className={styles.message} role="alert">
            {message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => navigate(gbpStepPath('address'))}>
            Back
          </button>
          <button type="submit" className={formStyles.primary} disabled={chargeVAT === null}>
            {`Pay ${formatMoney(quote.chargeZarCents, 'ZAR')}`}
          </button>
        </div>
      </GuidedForm>
      <PromoCodeDialog
        open={promoOpen}
        onOpenChange={setPromoOpen}
        onResult={(applied, code) => setPromo(applied ? { code, promo: applied } : null)}
      />
      <PrePaymentDialog
        open={order !== null}
        onOpenChange={(open) => (open ? undefined : setOrder(null))}
        quote={quote}
        promoLabel={promo?.code}
        onConfirm={confirm}
        summary={
          <dl className={styles.summary}>
            <dt>Business</dt>
            <dd>{profile?.businessName}</dd>
            <dt>Address</dt>
            <dd>{[profile?.address, profile?.city, profile?.zipcode, profile?.country].filter(Boolean).join(', ')}</dd>
            <dt>Receipt to</dt>
            <dd>{order ? <EmailText email={order.email} /> : null}</dd>
            <dt>VAT</dt>
            <dd>{chargeVAT ? VAT_TEXTS.included : VAT_TEXTS.none}</dd>
            <dt>After today</dt>
            <dd>
              <RenewalNote renewal={renewal} chargeVAT={chargeVAT === true} />
            </dd>
          </dl>
        }
      />
      {checkoutElement}
    </StepPage>
  );
});
