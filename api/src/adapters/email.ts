import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';

export const EMAIL_UNAVAILABLE = 'We could not send the email just now. Your details are saved: please try again in a few minutes.';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text part. */
  html?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise a dev outbox table that the dev outbox route and the e2e tests
 * read. Callers send after their database writes, so a failed delivery loses nothing: the user is
 * told to try again (a 503 with a message) instead of waiting for a code that never comes.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>, log?: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      async send(message) {
        try {
          await transport.sendMail({ from: config.mailFrom, ...message });
        } catch (err) {
          log?.error({ err }, 'email delivery failed');
          throw new HttpError(503, EMAIL_UNAVAILABLE);
        }
      },
    };
  }
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ to_address: message.to, subject: message.subject, text: message.text, html: message.html ?? null, sent_at: now() })
        .execute();
    },
  };
}
