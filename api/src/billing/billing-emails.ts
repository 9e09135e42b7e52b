import type { EmailMessage } from '../mail/email';
import { renderEmail } from '../mail/layout';

/**
 * The email of a money event (decision 029): its first paragraph is the event's own sentence, the
 * one the dashboard's billing history shows, so the two never tell it differently.
 */
export interface MoneyEventEmail {
  to: string;
  subject: string;
  heading: string;
  /** The event's sentence. */
  text: string;
  /** What happens next or what the owner can do, in further sentences. */
  more?: readonly string[];
  warning?: string;
  action: { label: string; url: string };
}

export async function moneyEventEmail(email: MoneyEventEmail): Promise<EmailMessage> {
  const rendered = await renderEmail({
    subject: `AdLaunch: ${email.subject}`,
    preview: email.text,
    heading: email.heading,
    blocks: [
      email.text,
      ...(email.more ?? []),
      ...(email.warning ? [{ type: 'paragraph', tone: 'warning', text: email.warning } as const] : []),
    ],
    action: email.action,
    footer: 'Your dashboard lists every charge, refund and change of your plan.',
  });
  return { to: email.to, ...rendered };
}

/** A provider's reason as a clause inside a sentence: "insufficient funds", without its own full stop. */
export function reasonClause(reason: string): string {
  const trimmed = reason
    .trim()
    .replace(/^declined:\s*/i, '')
    .replace(/[.!\s]+$/, '');
  return trimmed ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : 'declined';
}
