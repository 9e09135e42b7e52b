import { useId } from 'react';
import { invoiceFacts, invoiceMoney, invoiceParties, invoiceTotals, SAMPLE_SUPPLIER_NOTE, type Invoice } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import styles from './payments.module.css';

/** The invoice as issued: the same content as the email and the PDF, laid out for the screen and for print. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const titleId = useId();
  const parties = invoiceParties(invoice);
  const totals = invoiceTotals(invoice);
  return (
    <article className={styles.invoice} aria-labelledby={titleId}>
      <header>
        <h3 id={titleId} className={styles.invoiceTitle}>
          {invoice.title} {invoice.number}
        </h3>
        {invoice.supplier.isSample ? <p className={styles.sample}>{SAMPLE_SUPPLIER_NOTE}</p> : null}
      </header>
      <div className={styles.parties}>
        <div>
          <h4>From</h4>
          {parties.from.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div>
          <h4>Bill to</h4>
          {parties.to.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
      <dl className={styles.invoiceFacts}>
        {invoiceFacts(invoice).map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <table className={styles.invoiceTable}>
        <caption className={ui.srOnly}>What this {invoice.title.toLowerCase()} is for</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className={styles.amount}>
              Amount ({invoice.currency})
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={i}>
              <td>{line.label}</td>
              <td className={styles.amount}>{invoiceMoney(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map((total, i) => (
            <tr key={total.label} className={i === totals.length - 1 ? styles.grandTotal : undefined}>
              <th scope="row">{total.label}</th>
              <td className={styles.amount}>{total.value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {invoice.noVatReason ? <p className={styles.noVat}>{invoice.noVatReason}</p> : null}
    </article>
  );
}
