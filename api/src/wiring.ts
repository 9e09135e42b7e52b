import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { PaymentProvider } from './adapters/payments';
import { paystackProvider } from './adapters/paystack';
import { sandboxProvider } from './adapters/sandbox-payments';
import { billingService } from './billing/billing';
import { systemClock, type Clock } from './billing/clock';
import { enqueueInvoiceEmail } from './billing/invoice-email';
import { invoiceService } from './billing/invoices';
import { createMailer } from './mail/email';
import { paymentService } from './payments/payments';
import { localOrigin, siteOriginOf } from './site/site-origin';

/**
 * The one place the services are put together: the payment provider and the mailer (built from config
 * here only), the clock, the invoices, the ledger and the payments, with the site's address and the log. The server
 * (app.ts: its routes, the outbox's worker and the scheduler), and every ops command use it.
 */
export interface ServiceHooks {
  log: (msg: string) => void;
  /** Money that needs an operator's look: error level in the server. */
  alert: (msg: string) => void;
  /** After a commit that queued email: tells the outbox worker (a no-op outside the server: its worker polls). */
  wake: () => void;
  /** The server's logger, for an SMTP delivery that failed (the outbox's worker retries it). */
  mailLog?: FastifyBaseLogger;
  /** The billing day and the moment every service reads (the real time unless a test gives its own). */
  clock?: Clock;
}

/** The configured payment provider: Paystack with keys, else the sandbox (its authorizations say how renewals go). */
function paymentProviderFrom(config: Config) {
  const sandbox = config.paystack.secretKey ? null : sandboxProvider();
  const provider: PaymentProvider =
    sandbox ??
    paystackProvider({
      secretKey: config.paystack.secretKey!,
      publicKey: config.paystack.publicKey,
      baseUrl: config.paystack.baseUrl,
      timeoutMs: config.paystack.timeoutMs,
    });
  return { provider, sandbox };
}

/** The server's own address, which it records at start-up for the ops commands (site/site-origin.ts). */
export const serverSiteOrigin = (config: Config) => config.publicOrigin ?? localOrigin(config);

export function wireServices(db: Kysely<Database>, config: Config, siteOrigin: string, hooks: ServiceHooks) {
  const { provider, sandbox } = paymentProviderFrom(config);
  const clock = hooks.clock ?? systemClock;
  // SMTP with SMTP_URL, else the dev outbox table; only the outbox's worker sends through it (mail/outbox.ts).
  const mailer = createMailer(config, db, hooks.mailLog);
  const invoices = invoiceService(db, config.invoiceSupplier);
  const billing = billingService(db, {
    provider,
    issueInvoice: (trx, payment) => invoices.issue(trx, payment),
    wake: hooks.wake,
    siteOrigin,
    clock,
    log: hooks.log,
    alert: hooks.alert,
    chargeConcurrency: config.billDueConcurrency,
  });
  // Every paid order gets its invoice number and its invoice email (in the outbox) in the payment's own
  // transaction: a committed payment always has both; the outbox's worker sends the email after the commit.
  // It becomes a subscription renewing monthly on the card it was paid with (decision 016).
  const payments = paymentService(db, provider, hooks.log, {
    alert: hooks.alert,
    onFulfil: async (trx, payment, card) => {
      await enqueueInvoiceEmail(trx, await invoices.issue(trx, payment), siteOrigin);
      await billing.start(trx, payment, card);
      return hooks.wake;
    },
    onSubscriptionPayment: (payment, tx) =>
      payment.kind === 'card_check' ? billing.settleCardCheck(payment, tx) : billing.settlePayment(payment, tx),
  });
  // A production site without provider keys must not mark orders paid through the test checkout.
  const refuseSandbox = Boolean(sandbox) && config.env === 'production' && !config.allowSandboxInProduction;
  return { provider, sandbox, refuseSandbox, mailer, invoices, billing, payments, siteOrigin, clock };
}

export type Services = ReturnType<typeof wireServices>;

/** The services outside the server (an ops command): the site's address is the one the server recorded. */
export async function opsServices(
  db: Kysely<Database>,
  config: Config,
  { log = () => undefined, wake = () => undefined, clock }: { log?: (msg: string) => void; wake?: () => void; clock?: Clock } = {},
) {
  return wireServices(db, config, await siteOriginOf(db, config), { log, alert: log, wake, ...(clock ? { clock } : {}) });
}
