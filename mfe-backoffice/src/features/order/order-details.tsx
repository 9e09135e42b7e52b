import type { ReactNode } from 'react';
import type { StaffOrderAnswer } from '@adlaunch/shared';
import { useBackoffice, useHasRole } from '../../lib/backoffice-context';
import { day, rand, when } from '../../lib/format';
import { RefundButton } from '../../components/refund-button';
import ui from '../../components/ui.module.css';
import styles from './order.module.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={ui.card} aria-labelledby={id}>
      <h2 id={id} className={ui.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const kb = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`);

/** Everything the owner submitted, with the uploads to open. */
export function Submitted({ order }: { order: StaffOrderAnswer }) {
  const { fileUrl } = useBackoffice();
  const { owner } = order;
  return (
    <>
      <Card title="Owner">
        <dl className={ui.facts}>
          <dt>Name</dt>
          <dd>{owner.name}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${owner.email}`}>{owner.email}</a>
          </dd>
          <dt>Mobile</dt>
          <dd>{owner.mobile ?? '–'}</dd>
          <dt>VAT</dt>
          <dd>
            {!owner.vatAnswered ? 'Not answered' : owner.chargeVAT ? 'Charged' : 'Not charged'}
            {owner.vatNumber ? ` (VAT number ${owner.vatNumber})` : ''}
          </dd>
        </dl>
      </Card>
      {order.submitted.map((section) => (
        <Card key={section.title} title={section.title}>
          <dl className={ui.facts}>
            {section.fields.map((field) => (
              <div key={field.label} className={styles.fact}>
                <dt>{field.label}</dt>
                <dd>
                  {field.items ? (
                    field.items.length ? (
                      <ul className={styles.items}>
                        {field.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    ) : (
                      '–'
                    )
                  ) : (
                    (field.value ?? '–')
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      <Card title="Uploads">
        {order.uploads.length === 0 ? (
          <p className={ui.muted}>No uploads.</p>
        ) : (
          <ul className={ui.list}>
            {order.uploads.map((upload) => (
              <li key={upload.url}>
                <a href={fileUrl(upload.url)} target="_blank" rel="noreferrer">
                  {upload.label}
                </a>{' '}
                <span className={ui.muted}>
                  ({upload.contentType}, {kb(upload.size)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** Payments and period invoices; the finance role may refund a paid payment. */
export function Money({ order, onChanged }: { order: StaffOrderAnswer; onChanged: (message: string) => void }) {
  const finance = useHasRole('finance');
  return (
    <Card title="Payments and invoices">
      {order.payments.length === 0 ? <p className={ui.muted}>No payments.</p> : null}
      <ul className={ui.list} aria-label="Payments">
        {order.payments.map((payment) => (
          <li key={payment.reference} className={styles.row}>
            <span>
              <strong>{rand(payment.amountCents)}</strong> {payment.kind}, {payment.status} · {when(payment.createdAt)}
              <br />
              <span className={ui.muted}>
                {payment.reference}
                {payment.refundReason ? ` · refunded: ${payment.refundReason}` : ''}
              </span>
            </span>
            {finance && payment.status === 'success' ? (
              <RefundButton reference={payment.reference} amountCents={payment.amountCents} onDone={onChanged} />
            ) : null}
          </li>
        ))}
      </ul>
      {order.invoices.length ? (
        <>
          <h3 className={styles.subTitle}>Period invoices</h3>
          <ul className={ui.list} aria-label="Period invoices">
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                {day(invoice.periodStart)} – {day(invoice.periodEnd)}: <strong>{rand(invoice.amountCents)}</strong>, {invoice.status}
                {invoice.attempts ? `, ${invoice.attempts} ${invoice.attempts === 1 ? 'try' : 'tries'}` : ''}
                {invoice.nextAttemptOn ? `, next try ${day(invoice.nextAttemptOn)}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

const detail = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(', ')
    : '';

/** Emails sent to the owner, and every staff action on the order (who, when, what, before and after). */
const SUBJECT_WORDS: Record<string, string> = { payment: 'payment', period_invoice: 'invoice', subscription: 'plan' };
/** What an action on one of the order's payments, invoices or plans was done to; nothing for the order itself. */
function onWhat(subject: StaffOrderAnswer['history'][number]['subject']) {
  const word = subject && SUBJECT_WORDS[subject.type];
  return word ? ` on ${word} ${subject.type === 'payment' ? subject.id : `#${subject.id}`}` : null;
}

export function Trail({ order }: { order: StaffOrderAnswer }) {
  return (
    <>
      <Card title="Emails sent">
        {order.emails.length === 0 ? (
          <p className={ui.muted}>None.</p>
        ) : (
          <ul className={ui.list}>
            {order.emails.map((email) => (
              <li key={email.id}>
                <time dateTime={email.at}>{when(email.at)}</time>: {email.subject} <span className={ui.muted}>({email.status})</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="History">
        {order.history.length === 0 ? (
          <p className={ui.muted}>No staff action yet.</p>
        ) : (
          <ol className={ui.list}>
            {order.history.map((action) => (
              <li key={action.id}>
                <time dateTime={action.at}>{when(action.at)}</time> · <strong>{action.action}</strong>
                {onWhat(action.subject)} by {action.by}
                {action.before || action.after ? (
                  <div className={ui.muted}>
                    {detail(action.before) || '–'} → {detail(action.after) || '–'}
                  </div>
                ) : null}
                {action.note ? <div>“{action.note}”</div> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
