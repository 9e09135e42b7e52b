import { firstIncompleteProfileStep, GBP_STEPS, gbpStepPath, type Profile } from '@adlaunch/shared';
import { profileQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { WizardRoutes, type WizardDefinition } from '@adlaunch/ui-kit';
import { AboutStep } from '../features/about/components/about-step';
import { AddressStep } from '../features/address/components/address-step';
import { BusinessStep } from '../features/business/components/business-step';
import { ProfilePayStep } from '../features/pay/components/pay-step';
import { StatusStep } from '../features/status/components/status-step';
import { ProfilePlanSummary } from '../features/plan/profile-plan-summary';

const gbpWizard: WizardDefinition<(typeof GBP_STEPS)[number], Profile> = {
  steps: GBP_STEPS,
  labels: { about: 'About', business: 'Business', address: 'Address', pay: 'Payment' },
  progressLabel: 'Business profile setup progress',
  path: gbpStepPath,
  useOrder: () => useOwnerQuery(profileQuery),
  firstIncomplete: firstIncompleteProfileStep,
  noun: 'your business profile',
  headings: {
    about: { title: 'About your business', intro: 'These details appear on your business listing and let customers reach you.' },
    business: {
      title: 'Your business',
      intro:
        'Tell customers what you do and show them your business. A company may add its registration certificate; we check it before we publish the listing.',
    },
    address: {
      title: 'Business address',
      intro: 'Where customers find you. If you verify by postcard, it is sent to this address, so check it carefully.',
    },
    pay: {
      title: 'Review and pay',
      intro: 'Today you pay the setup and your first month of management; after that, management is billed monthly. Cancel any time.',
    },
    status: {
      title: 'Your business profile',
      intro: 'Follow your listing from payment to live on Google Search and Maps. This page updates by itself as each step is done.',
    },
  },
  summary: ProfilePlanSummary,
  pages: { about: AboutStep, business: BusinessStep, address: AddressStep, pay: ProfilePayStep, status: StatusStep },
};

/** The shell mounts this at /setup-gbp/*. */
export function GbpWizardApp() {
  return <WizardRoutes wizard={gbpWizard} />;
}
