import { firstIncompleteSearchStep, SEARCH_STEPS, searchStepPath, type SearchAd } from '@adlaunch/shared';
import { searchAdQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { WizardRoutes, type WizardDefinition } from '@adlaunch/ui-kit';
import { AboutStep } from '../features/about/components/about-step';
import { DetailsStep } from '../features/details/components/details-step';
import { KeywordsStep } from '../features/keywords/components/keywords-step';
import { CampaignPayStep } from '../features/pay/components/pay-step';
import { ChosenPlanSummary } from '../features/plan/chosen-plan-summary';
import { StatusStep } from '../features/status/components/status-step';

const searchWizard: WizardDefinition<(typeof SEARCH_STEPS)[number], SearchAd> = {
  steps: SEARCH_STEPS,
  labels: { about: 'Your business', details: 'Ad text', keywords: 'Keywords', pay: 'Plan & payment' },
  progressLabel: 'Search ads setup progress',
  path: searchStepPath,
  useOrder: () => useOwnerQuery(searchAdQuery),
  firstIncomplete: firstIncompleteSearchStep,
  noun: 'your campaign',
  headings: {
    about: {
      title: 'Tell us about your business',
      intro: 'We use this to set up your campaign and to show your ads to people near you.',
    },
    details: {
      title: 'Write your ad',
      intro:
        'Three short headlines and two descriptions. Not sure what to write? We suggest text for your kind of business, your name and your area: pick it, then make it yours.',
    },
    keywords: {
      title: 'Choose your keywords',
      intro: 'Keywords are what people type when your ad should show. Competitors help us target people comparing businesses like yours.',
    },
    pay: {
      title: 'Choose your plan and pay',
      intro: 'One monthly management fee, your monthly ad budget, and a one-off setup fee. Cancel any time.',
    },
    status: {
      title: 'Your campaign is on its way',
      intro: 'Thank you for your order. Here is what happens next; this page updates by itself.',
    },
  },
  summary: ChosenPlanSummary,
  pages: { about: AboutStep, details: DetailsStep, keywords: KeywordsStep, pay: CampaignPayStep, status: StatusStep },
};

/** The shell mounts this at /setup-search/*. */
export function SearchWizardApp() {
  return <WizardRoutes wizard={searchWizard} />;
}
