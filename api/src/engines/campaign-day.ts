/** One campaign's figures on one day, as an engine reports them; spend in cents of the account's currency. */
export interface CampaignDay {
  campaignId: string;
  date: string;
  clicks: number;
  views: number;
  spendCents: number;
}

/** What the sync asks of an engine: the days of some campaigns of one account (Google: customer) over a date range. */
export interface EngineAdapter {
  /** How many campaigns one call may name. */
  batchSize: number;
  fetchDays(accountId: string, campaignIds: string[], from: string, to: string): Promise<CampaignDay[]>;
}

/** Micros (millionths of the currency unit) to cents, rounded half up, in integers: 1,234,567 micros is 123 cents. */
export function microsToCents(micros: string | number): number {
  const value = BigInt(micros);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cents = Number((abs + 5_000n) / 10_000n);
  return negative ? -cents : cents;
}
