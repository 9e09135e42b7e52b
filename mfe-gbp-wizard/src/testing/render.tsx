import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import type { Account, Profile, SearchAd } from '@adlaunch/shared';
import { enterFrame, ownerSession } from '@adlaunch/ui-kit/testing';
import { api } from '@adlaunch/session/api';
import { GbpWizardApp } from '../app/gbp-wizard-app';
import { queryClient } from '@adlaunch/session/queries';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The wizard as the shell mounts it, at `/setup-gbp/*`, starting from `path`. */
export function renderWizard(path: string) {
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/setup-gbp/*" element={<GbpWizardApp />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...utils };
}

export const currentPath = () => screen.getByTestId('location').textContent;

export function resetSession() {
  queryClient.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  localStorage.clear();
}

/** A logged-in owner (the token-login answer), with their search ads campaign, if any, saved on the server. */
export function signIn(user: Partial<Account> = {}, searchAd: SearchAd | null = null) {
  jest.spyOn(api, 'getSearchAd').mockResolvedValue({ search_ad: searchAd });
  useSessionStore.setState({ token: 'test-token', session: ownerSession({ product: 'gbp', ...user }) });
}

export const IMAGE_URL = '/v2/google-business-profile/asset/0123456789abcdef0123456789abcdef.png';
export const CERTIFICATE_URL = '/v2/google-business-profile/asset/fedcba9876543210fedcba9876543210.pdf';

/** A profile with the given steps filled in. */
export function profileWith(steps: Array<'about' | 'business' | 'address'>, overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    businessName: steps.includes('about') ? 'Sipho Plumbing' : null,
    businessUrl: steps.includes('about') ? 'http://sipho.co.za' : null,
    mobile: steps.includes('about') ? '+27 82 555 0101' : null,
    category: steps.includes('about') ? 'Plumber' : null,
    registrationNumber: steps.includes('about') ? '2019/123456/07' : null,
    description: steps.includes('business') ? 'Plumbing repairs and geysers across Cape Town.' : null,
    image: steps.includes('business') ? IMAGE_URL : null,
    certificate: steps.includes('business') ? CERTIFICATE_URL : null,
    address: steps.includes('address') ? '14 Bree Street' : null,
    zipcode: steps.includes('address') ? '8001' : null,
    city: steps.includes('address') ? 'Cape Town' : null,
    country: steps.includes('address') ? 'South Africa' : null,
    status: 'setup',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * The page as the prerender renders its served frame (decision 036): the frame flag set, no session
 * user, and no answer from the API. Call `leaveFrame` after the test.
 */
export function renderFrame(path: string) {
  resetSession();
  enterFrame();
  const never = () => new Promise<never>(() => undefined);
  jest.spyOn(api, 'getProfile').mockImplementation(never);
  jest.spyOn(api, 'getSearchAd').mockImplementation(never);
  jest.spyOn(api, 'profileStatus').mockImplementation(never);
  return renderWizard(path);
}

export { expectEmptyNamedFields, expectFrameValues, leaveFrame } from '@adlaunch/ui-kit/testing';

/** The signed-in owner's account, as token login answered it. */
export function signedInUser(): Account {
  const user = useSessionStore.getState().session?.user;
  if (!user) throw new Error('Sign in first.');
  return user;
}

/** The owner's search ads campaign, paid, with the contact details and the one-line address given there. */
export function searchAdWith(overrides: Partial<SearchAd> = {}): SearchAd {
  return {
    id: 9,
    mobile: '+27 82 555 0101',
    businessName: 'Sipho Plumbing',
    businessUrl: 'http://sipho.co.za',
    locations: [],
    address: '14 Bree Street, Cape Town, 8001',
    ad_details: null,
    keywords: [],
    competitors: [],
    negative_keywords: [],
    status: 'paid',
    plan: 'plan_04',
    budgetCents: 480000,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
