import type { AdStatus, ProfileStatus } from '@adlaunch/shared';
import type { Tone } from '../../components/status-badge';

export interface StatusCopy {
  label: string;
  tone: Tone;
  /** What happens next, in plain words. */
  next: string;
}

export const SEARCH_AD_STATUS: Record<AdStatus, StatusCopy> = {
  setup: {
    label: 'Not finished',
    tone: 'warn',
    next: 'Your campaign is not set up yet. Finish the remaining steps and pay, and our team starts building your ads.',
  },
  paid: {
    label: 'Payment received',
    tone: 'neutral',
    next: 'Thank you! Our specialists are now writing and building your campaign. We email you when it goes to Google and Bing for review.',
  },
  in_review: {
    label: 'In review',
    tone: 'neutral',
    next: 'Google and Bing are checking your ads against their policies, which usually takes one to two business days. Your ads start showing as soon as they are approved.',
  },
  active: {
    label: 'Live',
    tone: 'good',
    next: 'Your ads are showing to people who search for your keywords. New statistics arrive every day.',
  },
  paused: {
    label: 'Paused',
    tone: 'warn',
    next: 'Your ads are not showing and no ad spend is used. Resume them whenever you are ready.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bad',
    next: 'This campaign has ended and your ads no longer show. Contact us if you would like to start again.',
  },
};

export const PROFILE_STATUS: Record<ProfileStatus, StatusCopy> = {
  setup: {
    label: 'Not finished',
    tone: 'warn',
    next: 'Your business profile is not set up yet. Finish the remaining steps and pay, and we prepare your listing.',
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
    next: 'Google is verifying that your business is real, usually with a code sent by post, phone or email. Send us the code when it arrives and your listing goes live.',
  },
  live: {
    label: 'Live',
    tone: 'good',
    next: 'Your business shows on Google Search and Maps. We keep your listing up to date every month.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bad',
    next: 'Your listing is no longer managed by us. Contact us if you would like to start again.',
  },
};
