import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@adlaunch/ui-kit';
import type { StaffPastDueRow } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { day, PRODUCT_LABELS, rand, when } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RefundButton } from '../../components/refund-button';
import ui from '../../components/ui.module.css';
import { CreditForm } from './credit-form';
import { RetryRefundButton } from './retry-refund-button';

function PastDueCard({ row, onDone }: { row: StaffPastDueRow; onDone: (message: string) => void }) {
  const { api, basePath } = useBackoffice();
  const [open, setOpen] = useState(false);
  const name = row.businessName ?? row.ownerEmail;
  const titleId = `past-due-${row.periodInvoiceId}`;
  return (
    <li>
      <article className={ui.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={ui.cardTitle}>
          {name}: {rand(row.owedCents)} owed
        </h3>
        <dl className={ui.facts}>
          <dt>Order</dt>
          <dd>
            {row.orderId ? (
              <Link to={`${basePath}/orders/${row.product}/${row.orderId}`}>
                {PRODUCT_LABELS[row.product]} #{row.orderId}
              </Link>
            ) : (
              PRODUCT_LABELS[row.product]
            )}{' '}
            · subscription {row.subscriptionStatus}
          </dd>
          <dt>Period from</dt>
          <dd>{day(row.periodStart)}</dd>
          <dt>Owner</dt>
          <dd>{row.ownerEmail}</dd>
          <dt>Tries</dt>
          <dd>
            {row.tries.length === 0
              ? 'None yet'
              : row.tries.map((attempt) => `${when(attempt.at)}: ${attempt.status} (${rand(attempt.amountCents)})`).join('; ')}
            {row.nextAttemptOn ? ` · next try ${day(row.nextAttemptOn)}` : ''}
          </dd>
        </dl>
        {row.inFlight ? <p className={ui.muted}>A charge is with the provider now: a retry waits for its answer.</p> : null}
        <div className={ui.actions}>
          <button type="button" className={ui.button} disabled={row.inFlight} onClick={() => setOpen(true)}>
            Retry now<span className={ui.srOnly}> ({name})</span>
          </button>
        </div>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={`Charge ${rand(row.owedCents)} now?`}
          description={`The card on file for ${name} is charged now, and the owner is told the outcome by email.`}
          confirmLabel="Charge now"
          onConfirm={async () => onDone((await api.retryCharge(row.periodInvoiceId)).message)}
        />
      </article>
    </li>
  );
}

/** The finance role's screen: what is past due (owed, why, each try) and refunds, with retry and refund behind a confirmation. */
export function MoneyPage() {
  const { api } = useBackoffice();
  const [notice, setNotice] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const pastDue = useLoad(() => api.pastDue(), 'past-due');
  const refunds = useLoad(() => api.refunds(), 'refunds');
  const done = (message: string) => {
    setNotice(message);
    pastDue.reload();
    refunds.reload();
  };
  return (
    <section aria-labelledby="money-title">
      <h1 id="money-title">Money</h1>
      <p role="status" className={notice ? ui.notice : undefined}>
        {notice}
      </p>
      <h2>Past due</h2>
      <LoadState loaded={pastDue} label="what is past due">
        {(data) =>
          data.rows.length === 0 ? (
            <p>Nothing is past due.</p>
          ) : (
            <ul className={ui.list}>
              {data.rows.map((row) => (
                <PastDueCard key={row.periodInvoiceId} row={row} onDone={done} />
              ))}
            </ul>
          )
        }
      </LoadState>
      <h2>Credits</h2>
      <CreditForm onDone={done} />
      <h2>Refunds</h2>
      <div className={ui.card}>
        <TextField
          label="Refund a payment: its reference"
          hint="The reference is on the order's page and the owner's receipt."
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        {reference.trim() ? <RefundButton reference={reference.trim()} onDone={done} /> : null}
      </div>
      <LoadState loaded={refunds} label="the refunds">
        {(data) =>
          data.rows.length === 0 ? (
            <p>No refunds.</p>
          ) : (
            <ul className={ui.list} aria-label="Refunds">
              {data.rows.map((row) => (
                <li key={row.reference} className={ui.card}>
                  <strong>{rand(row.amountCents)}</strong> to {row.ownerEmail}, {row.status} · {when(row.createdAt)}
                  <div className={ui.muted}>
                    {row.reference}
                    {row.reason ? ` · ${row.reason}` : ''}
                  </div>
                  {row.status === 'refunding' || row.status === 'owed' ? (
                    <div className={ui.actions}>
                      <RetryRefundButton reference={row.reference} amountCents={row.amountCents} onDone={done} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
