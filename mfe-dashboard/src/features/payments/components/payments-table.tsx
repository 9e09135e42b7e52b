import { useState } from 'react';
import type { Account, Transaction } from '@adlaunch/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import ui from '../../../components/ui.module.css';
import { formatDate, formatRand } from '../../../lib/format';
import { ReceiptDialog } from './receipt-dialog';

const STATUS: Record<Transaction['status'], { label: string; tone: Tone }> = {
  success: { label: 'Paid', tone: 'good' },
  pending: { label: 'Pending', tone: 'warn' },
  failed: { label: 'Failed', tone: 'bad' },
};

/** Every payment with its status, the total paid, and a printable receipt for each successful one. */
export function PaymentsTable({ account }: { account: Account }) {
  const [receipt, setReceipt] = useState<Transaction | null>(null);
  const { history, totals } = account.transactions;
  const newestFirst = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <section aria-labelledby="payments-title" className={ui.card}>
      <h2 id="payments-title" className={ui.cardTitle}>
        Payments
      </h2>
      {history.length === 0 ? (
        <p className={ui.muted}>No payments yet. Your receipts appear here after your first payment.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stackOnPhone}`}>
            <caption className={ui.srOnly}>Your payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col" className={ui.number}>
                  Amount
                </th>
                <th scope="col">
                  <span className={ui.srOnly}>Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((payment) => (
                <tr key={payment.reference}>
                  <td data-label="Date">{formatDate(payment.paidAt ?? payment.createdAt)}</td>
                  <td data-label="Description">{payment.description}</td>
                  <td data-label="Reference">{payment.reference}</td>
                  <td data-label="Status">
                    <StatusBadge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</StatusBadge>
                  </td>
                  <td className={ui.number} data-label="Amount">
                    {formatRand(payment.amountCents)}
                  </td>
                  <td>
                    {payment.status === 'success' ? (
                      <button
                        type="button"
                        className={ui.buttonSecondary}
                        onClick={() => setReceipt(payment)}
                        aria-label={`Receipt for ${payment.reference}`}
                      >
                        Receipt
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total paid ({totals.count} {totals.count === 1 ? 'payment' : 'payments'})
                </th>
                <td className={ui.number}>{formatRand(totals.paidCents)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <ReceiptDialog payment={receipt} customer={account} onClose={() => setReceipt(null)} />
    </section>
  );
}
