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
  /** A one-time code inside `text`: it goes to the recipient, and into no table in production. */
  secret?: string;
  /** An HTML alternative to the text part. */
  html?: string;
  /** The SMTP Message-ID: the outbox gives every try of one email the same one, so a resend can be recognised. */
  messageId?: string;
}

/** What the outbox keeps of a message's secret in production (an opted-in staging site). */
export const MASKED_SECRET = '•••••';

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise a dev outbox table that the dev outbox route and the e2e tests
 * read (outside production only does it keep one-time codes). Only the email outbox's worker
 * (`mail/outbox.ts`) sends: a failure is thrown to it, and it tries again later.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>, db: Kysely<Database>, log?: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      async send({ to, subject, text, html, messageId }) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to,
            subject,
            text,
            ...(html === undefined ? {} : { html }),
            ...(messageId === undefined ? {} : { messageId }),
          });
        } catch (err) {
          log?.error({ err }, 'email delivery failed');
          throw err;
        }
      },
    };
  }
  return {
    async send({ to, subject, text, html, secret }) {
      const mask = (body: string) => (secret && config.env === 'production' ? body.split(secret).join(MASKED_SECRET) : body);
      await db
        .insertInto('outbox')
        .values({ to_address: to, subject, text: mask(text), html: html === undefined ? null : mask(html), sent_at: now() })
        .execute();
    },
  };
}

/** The emails the dev outbox holds for one address, newest first (at most 50), as the dev outbox route answers them. */
export async function devOutboxFor(db: Kysely<Database>, to: string) {
  const rows = await db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').limit(50).execute();
  return rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    ...(r.html ? { html: r.html } : {}),
    sentAt: r.sent_at,
  }));
}
