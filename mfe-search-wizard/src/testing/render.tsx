import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import type { Account, Profile, SearchAd, SessionUser } from '@adlaunch/shared';
import { enterFrame, ownerSession } from '@adlaunch/ui-kit/testing';
import { api } from '@adlaunch/session/api';
import { SearchWizardApp } from '../app/search-wizard-app';
import { queryClient } from '@adlaunch/session/queries';

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** The wizard as the shell mounts it, at `/setup-search/*`, starting from `path`, with `ad` (and the business `profile`) saved on the server. */
export function renderWizard(
  path: string,
  ad: SearchAd | null | Promise<SearchAd | null>,
  profile: Profile | null | Promise<Profile | null> = null,
) {
  jest.spyOn(api, 'getSearchAd').mockImplementation(async () => ({ search_ad: await ad }));
  jest.spyOn(api, 'getProfile').mockImplementation(async () => ({ profile: await profile }));
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/setup-search/*" element={<SearchWizardApp />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...utils };
}

export const currentPath = () => screen.getByTestId('location').textContent;

export function resetSession(session: SessionUser | null = null) {
  queryClient.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useSessionStore.setState({ token: 'test-token', session });
  localStorage.clear();
  // Steps fetch suggestions quietly; tests that care mock them again.
  jest
    .spyOn(api, 'aiSuggestions')
    .mockResolvedValue({ adbot_gpt_suggestions: { headlines: [], descriptions: [], keywords: [], negative_keywords: [] } });
}

export function sessionFor(email = 'thandi@example.com', isStaff = false, user: Partial<Account> = {}): SessionUser {
  return ownerSession({ email, isStaff, referralCode: 'ABC', referralValid: undefined, ...user });
}

export const CAPE_TOWN = { id: 'ct:ZA:WC:abc', name: 'Cape Town, Western Cape', type: 'city' as const, country: 'South Africa' };

/** An ad with the given steps filled in. */
export function adWith(steps: Array<'about' | 'details' | 'keywords'>, overrides: Partial<SearchAd> = {}): SearchAd {
  return {
    id: 9,
    mobile: steps.includes('about') ? '+27 82 555 0101' : null,
    businessName: steps.includes('about') ? 'Sipho Plumbing' : null,
    businessUrl: steps.includes('about') ? 'http://sipho.co.za' : null,
    locations: steps.includes('about') ? [CAPE_TOWN] : [],
    address: steps.includes('about') ? '1 Long St, Cape Town' : null,
    ad_details: steps.includes('details')
      ? {
          headline_1: 'Plumber in Cape Town',
          headline_2: 'Fast Repairs',
          headline_3: 'Call Today',
          desc_1: 'Burst pipes fixed fast.',
          desc_2: 'Licensed and insured.',
        }
      : null,
    keywords: steps.includes('keywords') ? ['plumber'] : [],
    competitors: steps.includes('keywords') ? ['Acme Plumbing'] : [],
    negative_keywords: [],
    status: 'setup',
    plan: null,
    budgetCents: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * The page as the prerender renders its served frame (decision 036): the frame flag set, no session
 * user, and no answer from the API. Call `leaveFrame` after the test.
 */
export function renderFrame(path: string, { variant }: { variant?: 'A' | 'B' } = {}) {
  resetSession(null);
  // A page that asks for the price test's variant is rendered once per variant, as the server answers it.
  if (variant) useSessionStore.setState({ visitorVariant: variant });
  enterFrame();
  const never = new Promise<never>(() => undefined);
  return renderWizard(path, never, never);
}

export { expectEmptyNamedFields, expectFrameValues, formFields, leaveFrame } from '@adlaunch/ui-kit/testing';

/** The plan line under the progress keeps its room in a frame, naming no plan and no price. */
export function expectNoPlanLine() {
  expect(screen.queryByTestId('plan-summary')).not.toBeInTheDocument();
  expect(within(document.body).queryByText(/ a month/)).toBeNull();
}
