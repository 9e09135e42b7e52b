import { firstIncompleteProfileStep, GBP_STEPS, gbpStepPath, type Profile } from '@adlaunch/shared';
import { profileQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { WizardRoutes, type WizardDefinition } from '@adlaunch/ui-kit';
import { AboutStep } from '../features/about/components/about-step';
import { AddressStep } from '../features/address/components/address-step';
import { BusinessStep } from '../features/business/components/business-step';
import { PayStep } from '../features/pay/components/pay-step';
import { StatusStep } from '../features/status/components/status-step';

const gbpWizard: WizardDefinition<(typeof GBP_STEPS)[number], Profile> = {
  steps: GBP_STEPS,
  labels: { about: 'About', business: 'Business', address: 'Address', pay: 'Payment' },
  progressLabel: 'Business profile setup progress',
  path: gbpStepPath,
  useOrder: () => useOwnerQuery(profileQuery),
  firstIncomplete: firstIncompleteProfileStep,
  noun: 'your business profile',
  pages: { about: AboutStep, business: BusinessStep, address: AddressStep, pay: PayStep, status: StatusStep },
};

/** The shell mounts this at /setup-gbp/*. */
export function GbpWizardApp() {
  return <WizardRoutes wizard={gbpWizard} />;
}
