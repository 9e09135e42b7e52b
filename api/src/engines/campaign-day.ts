/** A linked campaign: the Google customer or Microsoft account that holds it, and its id. */
export interface CampaignRef {
  accountId: string;
  campaignId: string;
}

/** One campaign's figures on one day, as an engine reports them; spend in cents of the account's currency. */
export interface CampaignDay {
  /** As the call named it (Google: the customer id asked for; Microsoft: the report's AccountId column). */
  accountId: string;
  campaignId: string;
  date: string;
  clicks: number;
  views: number;
  spendCents: number;
}

/** What the sync asks of an engine: the days of some campaigns over a date range, in one call. */
export interface EngineAdapter {
  /** How many campaigns one call may name. */
  batchSize: number;
  /**
   * Whether one call may name campaigns of several accounts: a Microsoft report's scope may (up to its
   * campaign limit); Google's searchStream reads one customer, named in its URL.
   */
  acrossAccounts: boolean;
  fetchDays(campaigns: CampaignRef[], from: string, to: string): Promise<CampaignDay[]>;
}

/** Micros (millionths of the currency unit) to cents, rounded half up, in integers: 1,234,567 micros is 123 cents. */
export function microsToCents(micros: string | number): number {
  const value = BigInt(micros);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cents = Number((abs + 5_000n) / 10_000n);
  return negative ? -cents : cents;
}
