import type { AdStatus, ProfileStatus } from '@adlaunch/shared';
import type { Tone } from '../../components/status-badge';

export interface StatusCopy {
  label: string;
  tone: Tone;
  /** What happens next, in plain words: two lines on a phone at most, so the page's introduction stays its largest text. */
  next: string;
}

export const SEARCH_AD_STATUS: Record<AdStatus, StatusCopy> = {
  setup: {
    label: 'Not finished',
    tone: 'warn',
    next: 'Not set up yet. Finish the remaining steps and pay, and our team starts building your ads.',
  },
  paid: {
    label: 'Payment received',
    tone: 'neutral',
    next: 'Thank you! Our specialists are now writing and building your campaign.',
  },
  in_review: {
    label: 'In review',
    tone: 'neutral',
    next: 'Google and Bing are checking your ads, usually within two business days.',
  },
  active: {
    label: 'Live',
    tone: 'good',
    next: 'Your ads are showing to people who search for your keywords.',
  },
  paused: {
    label: 'Paused',
    tone: 'warn',
    next: 'Your ads are not showing and use no ad spend. Resume them when you are ready.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bad',
    next: 'This campaign has ended. Contact us if you would like to start again.',
  },
};

export const PROFILE_STATUS: Record<ProfileStatus, StatusCopy> = {
  setup: {
    label: 'Not finished',
    tone: 'warn',
    next: 'Not set up yet. Finish the remaining steps and pay, and we prepare your listing.',
  },
  paid: {
    label: 'Payment received',
    tone: 'neutral',
    next: 'Thank you! We are preparing your listing with your details, photo and description.',
  },
  in_review: {
    label: 'In review',
    tone: 'neutral',
    next: 'We are checking your details before we submit your listing to Google.',
  },
  verification: {
    label: 'Awaiting verification',
    tone: 'warn',
    next: 'Google is sending you a code to verify your business. Send it to us and your listing goes live.',
  },
  live: {
    label: 'Live',
    tone: 'good',
    next: 'Your business shows on Google Search and Maps. We keep it up to date every month.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bad',
    next: 'We no longer manage your listing. Contact us if you would like to start again.',
  },
};
