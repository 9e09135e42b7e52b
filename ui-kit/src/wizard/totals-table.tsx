import { formatMoney, formatUsdReference, USD_REFERENCE_RATE_TEXT, type Quote, type QuoteLine } from '@adlaunch/shared';
import styles from './wizard.module.css';

interface TotalsTableProps {
  quote: Quote;
  caption?: string;
  /** Shown on the discount row, e.g. the applied promo code. */
  promoLabel?: string | null;
  /**
   * The amounts are not known yet (a served frame: the plan and the VAT answer are the owner's): each reads "…"
   * and names its figure (`data-amount`, e.g. "setup:zar", "total:usd") for the server to write in (api/src/site/pay-totals.ts).
   */
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

/**
 * The order in ZAR (what is charged) with each amount's dollar reference beside it, converted from the rand at the
 * one rate as on every other screen (decision 031), never the spec's dollar list.
 */
export function TotalsTable({ quote, caption = 'Your order', promoLabel, pending = false }: TotalsTableProps) {
  const amount = (zarCents: number, currency: 'ZAR' | 'USD', zero: string) =>
    pending ? '…' : zarCents === 0 ? zero : currency === 'ZAR' ? formatMoney(zarCents, 'ZAR') : formatUsdReference(zarCents);
  const figure = (key: string, currency: 'ZAR' | 'USD') => (pending ? { 'data-amount': `${key}:${currency.toLowerCase()}` } : {});
  return (
    <>
      <table className={styles.totals}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">ZAR</th>
            <th scope="col">USD (guide)</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.label}</th>
              <td {...figure(line.id, 'ZAR')}>{amount(line.zarCents, 'ZAR', 'Free')}</td>
              <td {...figure(line.id, 'USD')}>{amount(line.zarCents, 'USD', 'Free')}</td>
            </tr>
          ))}
          {quote.discount.zarCents > 0 ? (
            <tr className={styles.discount}>
              <th scope="row">
                {promoLabel ? `Promo code ${promoLabel}` : 'Discount'} <span className={styles.discountScope}>{discountScope(quote)}</span>
              </th>
              <td>−{formatMoney(quote.discount.zarCents, 'ZAR')}</td>
              <td>−{formatUsdReference(quote.discount.zarCents)}</td>
            </tr>
          ) : null}
          {/* Always a row (a dash until VAT applies), so that the answer to the VAT question moves nothing. */}
          <tr>
            <th scope="row">VAT (15%)</th>
            <td {...figure('vat', 'ZAR')}>{amount(quote.vat.zarCents, 'ZAR', '—')}</td>
            <td {...figure('vat', 'USD')}>{amount(quote.vat.zarCents, 'USD', '—')}</td>
          </tr>
          <tr className={styles.totalRow}>
            <th scope="row">Total due today</th>
            <td {...figure('total', 'ZAR')}>{pending ? '…' : formatMoney(quote.total.zarCents, 'ZAR')}</td>
            <td {...figure('total', 'USD')}>{pending ? '…' : formatUsdReference(quote.total.zarCents)}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.hint}>Your card is charged in rand; each dollar amount is a guide at {USD_REFERENCE_RATE_TEXT}.</p>
      {quote.isTestPayment ? (
        <p className={styles.notice}>Staff test payment: your card is charged {formatMoney(quote.chargeZarCents, 'ZAR')} only.</p>
      ) : null}
    </>
  );
}
