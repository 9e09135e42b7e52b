import { firstIncompleteSearchStep, SEARCH_STEPS, searchStepPath, type SearchAd } from '@adlaunch/shared';
import { searchAdQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { WizardRoutes, type WizardDefinition } from '@adlaunch/ui-kit';
import { AboutStep } from '../features/about/components/about-step';
import { DetailsStep } from '../features/details/components/details-step';
import { KeywordsStep } from '../features/keywords/components/keywords-step';
import { PayStep } from '../features/pay/components/pay-step';
import { StatusStep } from '../features/status/components/status-step';

const searchWizard: WizardDefinition<(typeof SEARCH_STEPS)[number], SearchAd> = {
  steps: SEARCH_STEPS,
  labels: { about: 'Your business', details: 'Ad text', keywords: 'Keywords', pay: 'Plan & payment' },
  progressLabel: 'Search ads setup progress',
  path: searchStepPath,
  useOrder: () => useOwnerQuery(searchAdQuery),
  firstIncomplete: firstIncompleteSearchStep,
  noun: 'your campaign',
  pages: { about: AboutStep, details: DetailsStep, keywords: KeywordsStep, pay: PayStep, status: StatusStep },
};

/** The shell mounts this at /setup-search/*. */
export function SearchWizardApp() {
  return <WizardRoutes wizard={searchWizard} />;
}
