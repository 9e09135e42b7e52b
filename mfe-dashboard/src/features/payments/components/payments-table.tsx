import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { compareText, formatDay, formatMoney, type Account, type Transaction } from '@adlaunch/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import ui from '../../../components/ui.module.css';
import { InvoiceDialog } from './invoice-dialog';
import { ReceiptDialog } from './receipt-dialog';
import styles from './payments.module.css';

const STATUS: Record<Transaction['status'], { label: string; tone: Tone }> = {
  success: { label: 'Paid', tone: 'good' },
  pending: { label: 'Pending', tone: 'warn' },
  failed: { label: 'Failed', tone: 'bad' },
  refunding: { label: 'Refunding', tone: 'warn' },
  refunded: { label: 'Refunded', tone: 'warn' },
};

/**
 * Every payment and try with its day (the tax invoice's, in South African time), the period it pays for
 * and its status; the total of what was paid and kept (failed tries and refunds are not counted); and
 * the document of each successful one: its invoice, or for a payment made before invoices were issued
 * (without VAT), a printable payment receipt; each button names what it opens. On a phone each payment
 * is a block of labelled lines instead of a row to scroll sideways.
 */
export function PaymentsTable({ account }: { account: Account }) {
  const [params, setParams] = useSearchParams();
  const [receipt, setReceipt] = useState<Transaction | null>(null);
  const { history, totals } = account.transactions;
  const newestFirst = [...history].sort((a, b) => compareText(b.createdAt, a.createdAt));
  // The invoice email links here with ?invoice=INV-…; the owner's own payments say which numbers exist.
  const linked = params.get('invoice');
  const [invoice, setInvoice] = useState<string | null>(() => (linked && history.some((p) => p.invoiceNumber === linked) ? linked : null));

  function closeInvoice() {
    setInvoice(null);
    if (params.has('invoice')) {
      const next = new URLSearchParams(params);
      next.delete('invoice');
      setParams(next, { replace: true });
    }
  }

  return (
    <section aria-labelledby="payments-title" className={ui.card}>
      <h2 id="payments-title" className={ui.cardTitle}>
        Payments
      </h2>
      {history.length === 0 ? (
        <p className={ui.muted}>No payments yet. Your receipts appear here after your first payment.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${styles.payments}`}>
            <caption className={ui.srOnly}>Your payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Period</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col" className={ui.number}>
                  Amount
                </th>
                <th scope="col">
                  <span className={ui.srOnly}>Invoice or payment receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((payment) => (
                <tr key={payment.reference}>
                  <td data-label="Date" className={styles.day}>
                    {payment.day ? formatDay(payment.day) : ''}
                  </td>
                  <td data-label="Description">{payment.description}</td>
                  <td data-label="Period">
                    {payment.period ? (
                      `${formatDay(payment.period.start)} to ${formatDay(payment.period.end)}`
                    ) : (
                      <span aria-label="none">–</span>
                    )}
                  </td>
                  <td data-label="Reference" className={styles.reference}>
                    {payment.reference}
                  </td>
                  <td data-label="Status">
                    <StatusBadge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</StatusBadge>
                  </td>
                  <td data-label="Amount" className={ui.number}>
                    {formatMoney(payment.amountCents, 'ZAR')}
                  </td>
                  <td className={styles.receiptCell}>
                    {payment.status === 'success' ? (
                      payment.invoiceNumber ? (
                        <button
                          type="button"
                          className={ui.buttonSecondary}
                          onClick={() => setInvoice(payment.invoiceNumber ?? null)}
                          aria-label={`Invoice ${payment.invoiceNumber} for ${payment.reference}`}
                        >
                          Invoice
                        </button>
                      ) : (
                        // A payment made before invoices were issued (without VAT): its printable payment receipt.
                        <button
                          type="button"
                          className={ui.buttonSecondary}
                          onClick={() => setReceipt(payment)}
                          aria-label={`Payment receipt for ${payment.reference}`}
                        >
                          Payment receipt
                        </button>
                      )
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  Total paid ({totals.count} {totals.count === 1 ? 'payment' : 'payments'})
                </th>
                <td className={ui.number}>{formatMoney(totals.paidCents, 'ZAR')}</td>
                <td className={styles.receiptCell} />
              </tr>
            </tfoot>
          </table>
          {history.some((p) => p.status !== 'success') ? (
            <p className={ui.muted}>Failed tries and refunded payments are listed but not counted in the total.</p>
          ) : null}
        </div>
      )}
      <ReceiptDialog payment={receipt} customer={account} onClose={() => setReceipt(null)} />
      <InvoiceDialog number={invoice} onClose={closeInvoice} />
    </section>
  );
}
