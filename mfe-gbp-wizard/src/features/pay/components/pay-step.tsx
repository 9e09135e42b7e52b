import { StepPage } from '@adlaunch/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { formatMoney, gbpStepPath, PRICES, STORAGE_KEYS, type PromoCode } from '@adlaunch/shared';
import { referralCode, storage, useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import { emailSchema } from '@adlaunch/shared/schemas';
import { EmailField, PrePaymentDialog, PromoCodeDialog, TotalsTable, usePayFlow, VAT_MESSAGE, VatQuestion } from '@adlaunch/ui-kit';
import formStyles from '../../../components/form.module.css';
import { profileQuote } from '../profile-quote';
import styles from './pay-step.module.css';
import { setProfile, useProfile } from '@adlaunch/session/queries';

const payFormSchema = z.object({
  email: emailSchema,
  vat: z.enum(['yes', 'no'], { error: VAT_MESSAGE }),
});
type PayInput = z.input<typeof payFormSchema>;
type PayValues = z.output<typeof payFormSchema>;

interface AppliedPromo {
  code: string;
  promo: PromoCode;
}

export function PayStep() {
  const navigate = useNavigate();
  const profile = useProfile();
  const user = useSessionStore((s) => s.session?.user);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const [order, setOrder] = useState<PayValues | null>(null);
  const referral = referralCode();

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PayInput, unknown, PayValues>({
    resolver: zodResolver(payFormSchema),
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? storage.get(STORAGE_KEYS.email) ?? '', vat: user?.chargeVAT ? 'yes' : undefined },
  });
  const vat = watch('vat');
  const quote = profileQuote({
    chargeVAT: vat === undefined ? null : vat === 'yes',
    promo: promo?.promo ?? null,
    isStaff: Boolean(user?.isStaff),
    referral,
  });

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
      { product: 'gbp', email: order.email, chargeVAT: order.vat === 'yes', promo_code: promo?.code ?? null, referrer: referral },
      quote.chargeZarCents,
    );
  }

  return (
    <StepPage title="Review and pay" intro="Setup is paid once; management is billed monthly from next month. Cancel any time.">
      {referral ? (
        <p className={styles.note} role="note" aria-label="Referral price applied">
          {`Referral code ${referral}: setup costs ${formatMoney(PRICES.referralSetup.usd * 100, 'USD')} (${formatMoney(PRICES.referralSetup.zar * 100, 'ZAR')}) instead of ${formatMoney(PRICES.gbpSetup.usd * 100, 'USD')} (${formatMoney(PRICES.gbpSetup.zar * 100, 'ZAR')}).`}
        </p>
      ) : null}
      <div className={styles.totals}>
        <TotalsTable quote={quote} caption="Your Google Business Profile" promoLabel={promo?.code} />
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
      <form className={formStyles.form} noValidate onSubmit={handleSubmit(setOrder)}>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <VatQuestion registration={register('vat')} error={errors.vat?.message} />
        {message ? (
          <p className={styles.message} role="alert">
            {message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => navigate(gbpStepPath('address'))}>
            Back
          </button>
          <button type="submit" className={formStyles.primary}>
            {`Pay ${formatMoney(quote.chargeZarCents, 'ZAR')}`}
          </button>
        </div>
      </form>
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
            <dd>{order?.email}</dd>
            <dt>VAT</dt>
            <dd>{order?.vat === 'yes' ? 'South African business: 15% VAT added' : 'No VAT'}</dd>
          </dl>
        }
      />
      {checkoutElement}
    </StepPage>
  );
}
