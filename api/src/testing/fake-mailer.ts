import type { EmailMessage, Mailer } from '../mail/email';

/** A mailer that records what it was given and fails while `setDown(true)` holds. */
export function fakeMailer(delayMs = 0) {
  const sent: EmailMessage[] = [];
  let down = false;
  const mailer: Mailer = {
    async send(message) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(message);
    },
  };
  return { mailer, sent, setDown: (value: boolean) => (down = value) };
}

/** A logger that says nothing. */
export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
