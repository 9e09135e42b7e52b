import { formatMoney, type Quote, type QuoteLine } from '@adlaunch/shared';
import styles from './wizard.module.css';

interface TotalsTableProps {
  quote: Quote;
  caption?: string;
  /** Shown on the discount row, e.g. the applied promo code. */
  promoLabel?: string | null;
  /** The amounts are not known yet (a served frame: the plan and the VAT answer are the owner's): each reads "…". */
  pending?: boolean;
}

const noun = (line: QuoteLine) => line.label.replace(/\s*\(.*\)$/, '').toLowerCase();
const and = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** What a promo code takes its discount off, e.g. "On campaign setup and management fee, not on ad spend". */
export function discountScope(quote: Quote): string {
  const on = quote.lines.filter((l) => l.discountable && l.zarCents > 0).map(noun);
  const not = quote.lines.filter((l) => !l.discountable).map(noun);
  return `On ${and(on)}${not.length ? `, not on ${and(not)}` : ''}`;
}

/** The order in ZAR (what is charged) with USD beside it. */
export function TotalsTable({ quote, caption = 'Your order', promoLabel, pending = false }: TotalsTableProps) {
  const amount = (cents: number, currency: 'ZAR' | 'USD', zero: string) =>
    pending ? '…' : cents === 0 ? zero : formatMoney(cents, currency);
  return (
    <>
      <table className={styles.totals}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">ZAR</th>
            <th scope="col">USD</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.label}</th>
              <td>{amount(line.zarCents, 'ZAR', 'Free')}</td>
              <td>{amount(line.usdCents, 'USD', 'Free')}</td>
            </tr>
          ))}
          {quote.discount.zarCents > 0 ? (
            <tr className={styles.discount}>
              <th scope="row">
                {promoLabel ? `Promo code ${promoLabel}` : 'Discount'} <span className={styles.discountScope}>{discountScope(quote)}</span>
              </th>
              <td>−{formatMoney(quote.discount.zarCents, 'ZAR')}</td>
              <td>−{formatMoney(quote.discount.usdCents, 'USD')}</td>
            </tr>
          ) : null}
          {/* Always a row (a dash until VAT applies), so that the answer to the VAT question moves nothing. */}
          <tr>
            <th scope="row">VAT (15%)</th>
            <td>{amount(quote.vat.zarCents, 'ZAR', '—')}</td>
            <td>{amount(quote.vat.usdCents, 'USD', '—')}</td>
          </tr>
          <tr className={styles.totalRow}>
            <th scope="row">Total due today</th>
            <td>{pending ? '…' : formatMoney(quote.total.zarCents, 'ZAR')}</td>
            <td>{pending ? '…' : formatMoney(quote.total.usdCents, 'USD')}</td>
          </tr>
        </tbody>
      </table>
      {quote.isTestPayment ? (
        <p className={styles.notice}>Staff test payment: your card is charged {formatMoney(quote.chargeZarCents, 'ZAR')} only.</p>
      ) : null}
    </>
  );
}
