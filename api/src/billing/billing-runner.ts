import type { Kysely } from 'kysely';
import { billingDay } from '@adlaunch/shared';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../adapters/payments';
import { paystackProvider } from '../adapters/paystack';
import { sandboxProvider } from '../adapters/sandbox-payments';
import { billingService } from './billing';
import { invoiceService } from './invoices';
import { siteOriginOf } from '../services/site-origin';

/** The configured payment provider: Paystack with keys, else the sandbox (its authorizations say how renewals go). */
function providerFromConfig(config: Config): PaymentProvider {
  return config.paystack.secretKey
    ? paystackProvider({
        secretKey: config.paystack.secretKey,
        publicKey: config.paystack.publicKey,
        baseUrl: config.paystack.baseUrl,
        timeoutMs: config.paystack.timeoutMs,
      })
    : sandboxProvider();
}

/**
 * `bill-due` outside a request: for the operator command and the server's scheduler. Emails are sent
 * before it answers, so a command that exits afterwards loses none.
 */
export async function runBillDue(
  db: Kysely<Database>,
  config: Config,
  {
    date = billingDay(),
    log = () => undefined,
    wake = () => undefined,
  }: { date?: string; log?: (msg: string) => void; wake?: () => void } = {},
) {
  // Its emails go into the durable outbox in the transaction of each charge; the server's outbox worker sends them.
  return (await billingForOps(db, config, { log, wake })).billDue(date);
}

export async function billingForOps(
  db: Kysely<Database>,
  config: Config,
  { log = () => undefined, wake = () => undefined }: { log?: (msg: string) => void; wake?: () => void } = {},
) {
  const invoices = invoiceService(db, config.invoiceSupplier);
  return billingService(db, {
    provider: providerFromConfig(config),
    issueInvoice: (trx, payment) => invoices.issue(trx, payment),
    wake,
    siteOrigin: await siteOriginOf(db, config),
    log,
    alert: log,
  });
}
