import { memo, useState, type ReactNode } from 'react';
import {
  useForm,
  useFormState,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  formatMoney,
  isRenderingOwnerFrame,
  isVatLocked,
  type Account,
  type paymentInitRequestSchema,
  type PromoCode,
  type Quote,
  type RenewalQuote,
} from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { EmailText } from '../components/email-text';
import { formStyles, TextField } from '../forms/fields';
import { GUIDED_FORM_OPTIONS, GuidedForm } from '../forms/guided-form';
import { CardBrands } from './card-brands';
import { PrePaymentDialog, PromoCodeDialog } from './payment-dialogs';
import { RenewalNote } from './renewal-note';
import { TotalsTable } from './totals-table';
import { usePayFlow } from './use-pay-flow';
import { usePrefill, type PrefillSources } from './use-prefill';
import { VatAnswerFact } from './vat-answer';
import { StepPage, useWizard } from './wizard';
import styles from './pay-step.module.css';

/** What every pay form holds: the receipt email (the South Africa answer is given on the first step). */
export interface PayFields {
  email: string;
}

/** The terms the order is priced on, besides what its own form holds. */
export interface PayTerms {
  /** null: not answered yet (a draft from before the question moved to the first step), so paying waits for it. */
  chargeVAT: boolean | null;
  promo: PromoCode | null;
  isStaff: boolean;
}

type PaymentRequest = z.input<typeof paymentInitRequestSchema>;

/** What a wizard's order brings to its pay step, worked out from the form as it stands. */
export interface PayOrder {
  quote: Quote;
  renewal: RenewalQuote;
  /** The payment's own fields (the product, its plan or referrer); the step adds the email, the VAT answer and the promo code. */
  payment: Omit<PaymentRequest, 'email' | 'chargeVAT' | 'promo_code'>;
  /** The form's own questions, asked before the VAT answer is stated (the plan). */
  questions?: ReactNode;
  /** A note above the form (the referral price). */
  notice?: ReactNode;
  /** Why the order cannot be paid as it stands (its questions say it beside the field): Pay waits until it is null. */
  blocked?: string | null;
  /** The order check's list: the order's own rows placed around the two every order has. */
  summary: (rows: { receiptTo: ReactNode; afterToday: ReactNode }) => ReactNode;
}

/**
 * One wizard's pay step: its form, its order and its calls. The step itself (the VAT answer, the email, the
 * totals, the promo code, the order check and the card checkout) is the same for every wizard.
 */
export interface PayStepDefinition<Input extends PayFields, Output extends PayFields> {
  resolver: Resolver<Input, unknown, Output>;
  mode: 'onChange' | 'onTouched';
  defaultValues: (user: Account | undefined) => DefaultValues<Input>;
  /** A hook, called as the form renders: the order as the form and the terms stand. */
  useOrder: (form: UseFormReturn<Input, unknown, Output>, terms: PayTerms) => PayOrder;
  /** Reads the paid order into the owner-data cache again, before its status page shows it. */
  reloadOrder: () => Promise<unknown>;
  /** The order table's caption (the kit's default: "Your order"). */
  totalsCaption?: string;
  removePromoLabel: string;
  // Where the two wizards' pay steps still differ for the owner: kept as they were (decision 034).
  /** Pay stays disabled, with a line saying why, until the email passes its check; else Pay shows the check's message. */
  payWaitsForEmail?: boolean;
  /** Sending the form again takes away the last payment's message at once (else it goes when the payment starts). */
  reviewClearsMessage?: boolean;
  /** The applied code is a status line beside its Remove button (else a hint with the button in it). */
  promoAsStatus?: boolean;
  /** The order, its renewal and the cards accepted sit in one box that scrolls sideways. */
  totalsInBox?: boolean;
  /** Back is a button (else a link). */
  backAsButton?: boolean;
}

/** The pay step's email: a valid address is required before paying. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Email for your receipt"
      type="email"
      autoComplete="email"
      inputMode="email"
      registration={registration}
      error={error}
    />
  );
}

/** A wizard's pay step (the last form step): the component that holds the form, then its memoised body (decision 027). */
export function PayStep<Input extends PayFields, Output extends PayFields>({
  definition,
}: {
  definition: PayStepDefinition<Input, Output>;
}) {
  const user = useSessionStore((s) => s.session?.user);
  const form = useForm<Input, unknown, Output>({
    ...GUIDED_FORM_OPTIONS,
    resolver: definition.resolver,
    mode: definition.mode,
    defaultValues: definition.defaultValues(user),
  });
  usePrefill(form, { email: [user?.email] } as PrefillSources<Input>);
  return (
    <PayForm
      form={form as unknown as UseFormReturn<PayFields>}
      definition={definition as unknown as PayStepDefinition<PayFields, PayFields>}
    />
  );
}

interface AppliedPromo {
  code: string;
  promo: PromoCode;
}

const PayForm = memo(function PayForm({
  form,
  definition,
}: {
  form: UseFormReturn<PayFields>;
  definition: PayStepDefinition<PayFields, PayFields>;
}) {
  const wizard = useWizard();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.session?.user);
  // The South Africa answer was given on the first step and is stored with the account, which the server prices from.
  const vatLocked = isVatLocked(user);
  const chargeVAT = user?.chargeVAT ? true : user?.vatAnswered ? false : null;
  // A served frame (decision 036) is every owner's: the plan ticked and the VAT answer, so every amount, are theirs.
  const frame = isRenderingOwnerFrame();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const [review, setReview] = useState<PayFields | null>(null);

  const { register, handleSubmit, control } = form;
  const { errors } = useFormState({ control }) as { errors: FieldErrors<PayFields> };
  const order = definition.useOrder(form, { chargeVAT, promo: promo?.promo ?? null, isStaff: Boolean(user?.isStaff) });
  // The form's checks run with the owner's first change or send, not at once: a prefilled, server-checked
  // email needs no check to show an enabled Pay, and the page does not load zod before the owner acts (decision 026).
  const email = useWatch({ control, name: 'email' as Path<PayFields> });
  const emailReady = Object.keys(errors).length === 0 && email.trim() !== '';
  const canPay = !definition.payWaitsForEmail || emailReady;

  const flow = usePayFlow({
    onPaid: async () => {
      await definition.reloadOrder();
      navigate(wizard.path('status'));
    },
  });

  function startPayment(values: PayFields) {
    setReview(null);
    void flow.pay(
      { ...order.payment, chargeVAT: chargeVAT === true, email: values.email, promo_code: promo?.code ?? null },
      order.quote.chargeZarCents,
    );
  }

  const totals = (
    <>
      <TotalsTable quote={order.quote} caption={definition.totalsCaption} promoLabel={promo?.code} pending={frame} />
      <RenewalNote renewal={order.renewal} chargeVAT={frame ? null : chargeVAT} />
      <CardBrands />
    </>
  );
  const removePromo = (
    <button type="button" className={formStyles.secondary} onClick={() => setPromo(null)}>
      {definition.removePromoLabel}
    </button>
  );
  const applied = promo ? `Promo code ${promo.code} applied.` : '';
  // The form's first step asks the South Africa question; the step before this one is where Back goes.
  const firstStep = wizard.path(wizard.steps[0]);
  const previousStep = wizard.path(wizard.steps[wizard.steps.length - 2]);

  return (
    <StepPage>
      {order.notice}
      <GuidedForm
        onSubmit={handleSubmit((values) => {
          if (definition.reviewClearsMessage) flow.setMessage(null);
          setReview(values);
        })}
      >
        {order.questions}
        <VatAnswerFact chargeVAT={chargeVAT} changeTo={firstStep} locked={vatLocked} loading={frame} />
        <EmailField registration={register('email')} error={errors.email?.message} />
        {definition.totalsInBox ? <div className={styles.totals}>{totals}</div> : totals}
        <div className={definition.promoAsStatus ? styles.promo : formStyles.actions}>
          {!promo ? (
            <button type="button" className={formStyles.secondary} onClick={() => setPromoOpen(true)}>
              Have a promo code?
            </button>
          ) : definition.promoAsStatus ? (
            <>
              <p role="status">{applied}</p>
              {removePromo}
            </>
          ) : (
            <p className={formStyles.hint}>
              {`${applied} `}
              {removePromo}
            </p>
          )}
        </div>
        {flow.message ? (
          <p role="alert" className={formStyles.alert}>
            {flow.message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          {definition.backAsButton ? (
            <button type="button" className={formStyles.secondary} onClick={() => navigate(previousStep)}>
              Back
            </button>
          ) : (
            <Link to={previousStep} className={formStyles.back}>
              Back
            </Link>
          )}
          {/* In a frame the server fills the email: Pay works, and the app asks to confirm the amount. */}
          <button
            type="submit"
            className={formStyles.primary}
            disabled={!frame && (!canPay || chargeVAT === null || Boolean(order.blocked))}
          >
            {frame ? 'Pay' : `Pay ${formatMoney(order.quote.chargeZarCents, 'ZAR')}`}
          </button>
        </div>
        {canPay || frame ? null : <p className={formStyles.hint}>Enter a valid email to pay.</p>}
        {order.blocked && !frame ? <p className={formStyles.hint}>{order.blocked}</p> : null}
      </GuidedForm>

      <PromoCodeDialog
        open={promoOpen}
        onOpenChange={setPromoOpen}
        onResult={(found, code) => setPromo(found ? { code, promo: found } : null)}
      />
      <PrePaymentDialog
        open={review !== null}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
        quote={order.quote}
        promoLabel={promo?.code}
        onConfirm={() => review && startPayment(review)}
        summary={
          <dl className={formStyles.summary}>
            {order.summary({
              receiptTo: (
                <>
                  <dt>Receipt to</dt>
                  <dd>{review ? <EmailText email={review.email} /> : null}</dd>
                </>
              ),
              afterToday: (
                <>
                  <dt>After today</dt>
                  <dd>
                    <RenewalNote renewal={order.renewal} chargeVAT={chargeVAT === true} />
                  </dd>
                </>
              ),
            })}
          </dl>
        }
      />
      {flow.checkoutElement}
    </StepPage>
  );
});
