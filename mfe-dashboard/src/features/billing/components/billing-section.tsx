import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Modal, useCheckout } from '@adlaunch/ui-kit';
import { useSessionStore } from '@adlaunch/session';
import { api, errorMessage } from '@adlaunch/session/api';
import { ownerKeys, queryClient, subscriptionsQuery, useOwnerMutation, useOwnerQuery } from '@adlaunch/session/queries';
import { BILLING, BILLING_MESSAGES, formatDay, formatMoney, monthlyDayText, type Subscription } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { refreshSessionUser } from '../../../lib/refresh-session-user';
import { useArrived } from '../../../lib/use-arrived';
import styles from './billing.module.css';

const STATUS: Record<Subscription['status'], { label: string; className: string }> = {
  active: { label: 'Active', className: ui.badgeGood },
  past_due: { label: 'Payment declined', className: ui.badgeWarn },
  paused: { label: 'Paused: unpaid', className: ui.badgeBad },
  cancelled: { label: 'Ended', className: ui.badge },
};

const brandName = (brand: string) => (brand ? brand[0].toUpperCase() + brand.slice(1) : 'Card');
const vatNote = (s: Subscription) => (s.chargeVAT ? ' (incl. VAT)' : '');

/** Said before the checkout opens, so the R1 it asks for is no surprise. */
const CARD_CHECK_NOTE = `To check the new card we charge ${formatMoney(BILLING.cardCheckCents, 'ZAR')} and refund it at once.`;

/** The charge a plan's end makes: the ad budget of the days its last month ran. */
const lastCharge = (s: Subscription, end: NonNullable<Subscription['cancelPreview']>) =>
  `${formatMoney(end.amountCents, 'ZAR')}${vatNote(s)} on ${formatDay(end.on)}, for the ad budget of the days your ads ran this month`;

/** What a plan's end gives back: the credit for days paused, refunded to the card. */
const creditBack = (s: Subscription, end: NonNullable<Subscription['cancelPreview']>) =>
  `${formatMoney(end.creditLeftCents, 'ZAR')}${vatNote(s)} of ad budget for the days your ads were paused comes back to your card`;

/** What the cancel dialog says: until when the plan runs, and what its end still charges or gives back. */
function cancelDialogText(s: Subscription, owing: boolean): string {
  if (owing) return 'Your campaign stops now and nothing more is charged, including what is owed.';
  const runs = `${s.product === 'gbp' ? 'We manage your profile' : 'Your ads run'} until ${formatDay(s.periodEnd)}, the last day you have paid for.`;
  const end = s.cancelPreview;
  const charge =
    end && end.amountCents > 0
      ? ` On ${formatDay(end.on)} we charge ${formatMoney(end.amountCents, 'ZAR')}${vatNote(s)} for the ad budget of the days your ads ran this month; nothing after that.`
      : end && end.creditLeftCents > 0
        ? ` Nothing more is charged after that: on ${formatDay(end.on)} ${creditBack(s, end)}.`
        : ' Nothing more is charged after that.';
  return `${runs}${charge} You can undo this until then.`;
}

/** What the next charge is, in one sentence the owner can trust: the ledger's figure and day (decisions 016, 029). */
export function nextChargeText(s: Subscription): string {
  if (s.status === 'cancelled') return `Ended. Nothing more will be charged.`;
  if (s.cancelAt) {
    const runs = `Cancelled: ${s.product === 'gbp' ? 'we manage your profile' : 'your ads run'} until ${formatDay(s.cancelAt)}.`;
    const end = s.cancelPreview;
    if (end && end.amountCents > 0) return `${runs} Last charge: ${lastCharge(s, end)}. Nothing after that.`;
    const back = end && end.creditLeftCents > 0 ? ` On ${formatDay(end.on)} ${creditBack(s, end)}.` : '';
    return `${runs}${back} Nothing more will be charged.`;
  }
  if (s.status === 'paused')
    return `${BILLING_MESSAGES.pausedReason} Owed: ${formatMoney(s.pastDue?.owedCents ?? s.amountCents, 'ZAR')}${vatNote(s)}.`;
  if (s.status === 'past_due') {
    const tries = s.pastDue && s.pastDue.failedAttempts > 1 ? ` ${s.pastDue.failedAttempts} times` : '';
    const retry = s.pastDue?.nextRetryOn ?? s.nextChargeOn;
    return `Your payment of ${formatMoney(s.pastDue?.owedCents ?? s.amountCents, 'ZAR')}${vatNote(s)} was declined${tries}.${retry ? ` We try again on ${formatDay(retry)};` : ''} update your card to pay now.`;
  }
  if (s.nextChargeCents === null || s.nextChargeOn === null) return 'Nothing more will be charged.';
  if (s.nextChargeCents === 0)
    return `Nothing is charged on ${formatDay(s.nextChargeOn)}: the credit for paused days covers it. Your plan renews on ${monthlyDayText(s.anchorDay)}.`;
  return `${formatMoney(s.nextChargeCents, 'ZAR')}${vatNote(s)} on ${formatDay(s.nextChargeOn)}. Your plan renews on ${monthlyDayText(s.anchorDay)}.`;
}

/** Every money event of the plan, newest first, in the words its email used. */
function BillingHistory({ history }: { history: Subscription['history'] }) {
  const titleId = useId();
  if (history.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary id={titleId}>Billing history</summary>
      <ol className={styles.events} aria-labelledby={titleId}>
        {history.map((event, i) => (
          <li key={i}>
            <time dateTime={event.day} className={styles.eventDay}>
              {formatDay(event.day)}
            </time>
            <span>{event.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const titleId = useId();
  const email = useSessionStore((st) => st.session?.user.email ?? '');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const checkout = useCheckout();
  // A card update, a cancel or an undo changes the plan and may add or refund a payment: both show it at once.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ownerKeys.all }), refreshSessionUser()]);
  const cancel = useOwnerMutation({ mutationFn: () => api.cancelSubscription(s.id), onSuccess: refresh });
  const undo = useOwnerMutation({ mutationFn: () => api.undoCancelSubscription(s.id), onSuccess: refresh });
  const updateCard = useOwnerMutation({ mutationFn: () => api.updateCard(s.id, { email }) });
  const owing = s.status === 'past_due' || s.status === 'paused';
  const cardNoteId = useId();

  async function changeCard() {
    setMessage(null);
    try {
      const init = await updateCard.mutateAsync(undefined);
      const result = await checkout.open(init);
      if (result.status === 'cancelled') return setMessage({ text: 'Card not changed. Nothing was charged.' });
      if (result.status === 'declined') {
        void refresh();
        return setMessage({ text: result.message, error: true });
      }
      const verified = await api.verifyPayment({ reference: result.reference });
      await refresh();
      setMessage(
        verified.status === 'success'
          ? {
              // "Running again" only for a campaign billing had stopped (paused), not one that ran while past due.
              text:
                s.status === 'paused'
                  ? BILLING_MESSAGES.recovered
                  : owing
                    ? BILLING_MESSAGES.paidOwed
                    : `${BILLING_MESSAGES.cardUpdated} The card check is refunded.`,
            }
          : { text: verified.message, error: true },
      );
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  async function confirmCancel() {
    try {
      const answer = await cancel.mutateAsync(undefined);
      setMessage({ text: answer.message });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
    setConfirming(false);
  }

  async function keepPlan() {
    try {
      setMessage({ text: (await undo.mutateAsync(undefined)).message });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  const status = s.cancelAt && s.status !== 'cancelled' ? { label: 'Cancelled', className: ui.badgeWarn } : STATUS[s.status];
  return (
    <li className={styles.item} aria-labelledby={titleId} data-testid="subscription">
      <div className={styles.head}>
        <h3 id={titleId} className={styles.label}>
          {s.label}
        </h3>
        <span className={status.className}>{status.label}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{s.status === 'active' && !s.cancelAt ? 'Next charge' : 'Billing'}</dt>
          <dd data-testid="next-charge">{nextChargeText(s)}</dd>
        </div>
        <div>
          <dt>Card on file</dt>
          <dd data-testid="card-on-file">{s.card ? `${brandName(s.card.brand)} ending ${s.card.last4}` : 'No card on file'}</dd>
        </div>
        <div>
          <dt>Paid period</dt>
          <dd>
            {formatDay(s.periodStart)} to {formatDay(s.periodEnd)}
          </dd>
        </div>
        {s.creditCents > 0 ? (
          <div>
            <dt>Credit</dt>
            <dd data-testid="credit">
              {formatMoney(s.creditCents, 'ZAR')}
              {vatNote(s)} for paused days{s.cancelAt ? '.' : ', taken off your next charges.'}
            </dd>
          </div>
        ) : null}
      </dl>
      <BillingHistory history={s.history} />
      {message ? (
        <p className={message.error ? styles.error : styles.notice} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      {s.status !== 'cancelled' && !owing ? (
        <p id={cardNoteId} className={styles.cardNote}>
          {CARD_CHECK_NOTE}
        </p>
      ) : null}
      {s.status !== 'cancelled' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={owing ? ui.button : ui.buttonSecondary}
            onClick={changeCard}
            disabled={updateCard.isPending}
            aria-describedby={owing ? undefined : cardNoteId}
          >
            {owing ? `Update card and pay ${formatMoney(s.pastDue?.owedCents ?? s.amountCents, 'ZAR')}` : 'Update card'}
          </button>
          {s.canUndoCancel ? (
            <button type="button" className={ui.button} onClick={keepPlan} disabled={undo.isPending}>
              Keep my plan
            </button>
          ) : !s.cancelAt ? (
            <button type="button" className={ui.buttonDanger} onClick={() => setConfirming(true)}>
              Cancel plan
            </button>
          ) : null}
        </div>
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title="Cancel this plan?"
        description={cancelDialogText(s, owing)}
      >
        <p className={styles.dialogLabel}>{s.label}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={ui.buttonSecondary} onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            Keep my plan
          </button>
          <button type="button" className={ui.buttonDanger} onClick={confirmCancel} disabled={cancel.isPending}>
            {owing ? 'Cancel now' : `Cancel: ${s.product === 'gbp' ? 'ends' : 'ads end'} ${formatDay(s.periodEnd)}`}
          </button>
        </div>
      </Modal>
      {checkout.element}
    </li>
  );
}

/** Per campaign: the next charge and its amount (or the cancellation), the card on file, the past-due state, and Cancel. */
export function BillingSection() {
  const query = useOwnerQuery(subscriptionsQuery);
  const shown = useArrived(query);
  const subscriptions = shown ? query.data : undefined;
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const linked = params.has('billing');
  useEffect(() => {
    // The dunning emails link here (/dashboard?billing=<id>).
    if (!linked || !shown) return;
    document.getElementById('billing')?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [linked, shown]);
  if (subscriptions?.length === 0) return null;
  return (
    <section id="billing" aria-labelledby="billing-title" className={ui.card}>
      <h2 id="billing-title" className={ui.cardTitle} tabIndex={-1} ref={heading}>
        Billing
      </h2>
      <p className={ui.muted}>
        Plans renew monthly on the card you paid with. Cancel any month: your ads run to the end of the month you paid for.
      </p>
      {!shown && !query.isError ? (
        <p className={ui.muted} aria-busy="true" role="status">
          Loading your billing…
        </p>
      ) : null}
      {query.isError ? (
        <div role="alert">
          <p>We could not load your billing. {query.error?.message}</p>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      <ul className={styles.list}>
        {(subscriptions ?? []).map((s) => (
          <SubscriptionCard key={s.id} subscription={s} />
        ))}
      </ul>
    </section>
  );
}
