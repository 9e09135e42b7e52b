import { BILLING, formatDay, formatMoney } from '@adlaunch/shared';
import type { EmailMessage } from '../adapters/email';
import { renderEmail } from './layout';

/** The dunning emails of decision 016, in the one email layout: what failed, what happens next, and the card link. */
export interface DunningFacts {
  to: string;
  label: string;
  amountCents: number;
  reason: string;
  cardLast4: string | null;
  cardUrl: string;
}

export async function declinedEmail(facts: DunningFacts & { nextRetryOn: string; triesLeft: number }): Promise<EmailMessage> {
  const amount = formatMoney(facts.amountCents, 'ZAR');
  const email = await renderEmail({
    subject: `AdLaunch: your payment of ${amount} was declined`,
    preview: `We will try again on ${formatDay(facts.nextRetryOn)}. Update your card to pay now.`,
    heading: 'Your monthly payment was declined',
    blocks: [
      `We tried to charge your card${facts.cardLast4 ? ` ending ${facts.cardLast4}` : ''} ${amount} for this month of ${facts.label}, but it was declined (${facts.reason}).`,
      `Your ads keep running for now. We will try again on ${formatDay(facts.nextRetryOn)}.`,
      {
        type: 'paragraph',
        tone: 'warning',
        text: `If ${facts.triesLeft === 1 ? 'that try fails' : `the next ${facts.triesLeft} tries fail`}, your campaign pauses until this month is paid.`,
      },
    ],
    action: { label: 'Update your card', url: facts.cardUrl },
    footer: 'Updating your card charges what is owed at once. You can also cancel from your dashboard.',
  });
  return { to: facts.to, ...email };
}

export async function pausedEmail(facts: DunningFacts & { tries: number }): Promise<EmailMessage> {
  const amount = formatMoney(facts.amountCents, 'ZAR');
  const email = await renderEmail({
    subject: 'AdLaunch: your campaign is paused until this month is paid',
    preview: `We could not charge ${amount} after ${facts.tries} tries.`,
    heading: 'Your campaign is paused',
    blocks: [
      `We could not charge your card ${amount} for ${facts.label} after ${facts.tries} tries (${facts.reason}), so we have paused your campaign.`,
      'Update your card to pay what is owed; your campaign runs again as soon as it is paid.',
      { type: 'paragraph', tone: 'muted', text: 'If you would rather stop, cancel from your dashboard: nothing more will be charged.' },
    ],
    action: { label: 'Update your card', url: facts.cardUrl },
  });
  return { to: facts.to, ...email };
}

export const RETRY_COUNT = BILLING.retryDays.length;
