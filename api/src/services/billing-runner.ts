import type { Kysely } from 'kysely';
import { dayOf } from '@adlaunch/shared';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { createMailer } from '../adapters/email';
import type { PaymentProvider } from '../adapters/payments';
import { paystackProvider } from '../adapters/paystack';
import { sandboxProvider } from '../adapters/sandbox-payments';
import { billingService } from './billing';
import { invoiceService } from './invoices';
import { sendInvoiceEmail } from './invoice-email';

/** The configured payment provider: Paystack with keys, else the sandbox (its authorizations say how renewals go). */
export function providerFromConfig(config: Config): PaymentProvider {
  return config.paystack.secretKey
    ? paystackProvider({ secretKey: config.paystack.secretKey, publicKey: config.paystack.publicKey, baseUrl: config.paystack.baseUrl })
    : sandboxProvider();
}

/**
 * `bill-due` outside a request: for the operator command and the server's scheduler. Emails are sent
 * before it answers, so a command that exits afterwards loses none.
 */
export async function runBillDue(
  db: Kysely<Database>,
  config: Config,
  { date = dayOf(), log = () => undefined }: { date?: string; log?: (msg: string) => void } = {},
) {
  const mailer = createMailer(config, db);
  const siteOrigin = config.publicOrigin ?? `http://localhost:${config.port}`;
  const invoices = invoiceService(db, config.invoiceSupplier);
  const sending: Promise<unknown>[] = [];
  const billing = billingService(db, {
    provider: providerFromConfig(config),
    issueInvoice: (trx, payment) => invoices.issue(trx, payment),
    effects: {
      email: (message) =>
        sending.push(
          message()
            .then((m) => mailer.send(m))
            .catch((error: unknown) => log(`billing email failed: ${String(error)}`)),
        ),
      invoiceEmail: (issued) =>
        sending.push(sendInvoiceEmail(mailer, issued, siteOrigin).catch((error: unknown) => log(`invoice email failed: ${String(error)}`))),
    },
    siteOrigin,
    log,
  });
  const outcome = await billing.billDue(date);
  await Promise.all(sending);
  return outcome;
}

export function billingForOps(db: Kysely<Database>, config: Config) {
  const invoices = invoiceService(db, config.invoiceSupplier);
  return billingService(db, {
    provider: providerFromConfig(config),
    issueInvoice: (trx, payment) => invoices.issue(trx, payment),
    effects: { email: () => undefined, invoiceEmail: () => undefined },
    siteOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
  });
}
