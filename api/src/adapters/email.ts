import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { now } from '../db/database';
import type { Database } from '../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise a dev outbox table that the dev outbox route and the e2e tests
 * read. SMTP delivery is not awaited, so the answer time does not tell whether an email went out.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>, log?: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        transport.sendMail({ from: config.mailFrom, ...message }).catch((err: unknown) => log?.error({ err }, 'email delivery failed'));
      },
    };
  }
  return {
    async send(message) {
      await db.insertInto('outbox').values({ to_address: message.to, subject: message.subject, text: message.text, sent_at: now() }).execute();
    },
  };
}
