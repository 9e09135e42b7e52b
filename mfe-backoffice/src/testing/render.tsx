import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BackofficeProps, StaffCalls, StaffOrderAnswer, StaffOrderRow, StaffRole } from '@adlaunch/shared';
import { BackofficeApp } from '../app/backoffice-app';

type MockCalls = { [K in keyof StaffCalls]: jest.Mock };

/** Every staff call as a jest mock that refuses until a test says what it answers. */
export function mockCalls(): MockCalls {
  const names: (keyof StaffCalls)[] = [
    'team',
    'addStaff',
    'removeStaff',
    'orders',
    'order',
    'moveStatus',
    'addNote',
    'assign',
    'verification',
    'leads',
    'updateLead',
    'pastDue',
    'refunds',
    'retryCharge',
    'refund',
    'engineLinks',
    'linkEngine',
    'unlinkEngine',
    'spendAlerts',
    'resolveSpendAlert',
    'releases',
    'releaseAction',
    'changeAd',
    'searchLocations',
    'ownerPlans',
    'grantCredit',
    'retryRefund',
    'promos',
    'createPromo',
    'endPromo',
    'importStats',
    'cancellations',
  ];
  const calls = Object.fromEntries(
    names.map((name) => [name, jest.fn(() => Promise.reject(new Error(`${name} not answered`)))]),
  ) as MockCalls;
  // The side panels of the queue and the order page answer "nothing" unless a test says otherwise.
  calls.spendAlerts.mockResolvedValue({ alerts: [] });
  calls.engineLinks.mockResolvedValue({ links: [], syncs: [] });
  return calls;
}

/** The back office at `path` (under /staff) for a person with `roles`, its calls mocked. */
export function renderBackoffice(path: string, roles: StaffRole[], api: MockCalls = mockCalls()) {
  const props: BackofficeProps = {
    me: { id: 7, email: 'nomsa@adlaunch.example', roles, expiresAt: '2026-11-27T20:00:00.000Z' },
    api: api as unknown as StaffCalls,
    signOut: jest.fn(),
    basePath: '/staff',
    fileUrl: (p) => `https://api.example${p}`,
  };
  return {
    api,
    props,
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        {/* As the shell mounts it: the remote routes inside /staff/*. */}
        <Routes>
          <Route path="/staff/*" element={<BackofficeApp {...props} />} />
        </Routes>
      </MemoryRouter>,
    ),
  };
}

export const orderRow = (over: Partial<StaffOrderRow> = {}): StaffOrderRow => ({
  product: 'search_ads',
  id: 41,
  state: 'awaiting_setup',
  workStatus: 'paid',
  businessName: 'Greenleaf Plumbing',
  ownerName: 'Thandi Nkosi',
  ownerEmail: 'thandi@example.com',
  plan: 'Growth',
  waitingSince: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
  overdue: true,
  assignee: null,
  verification: null,
  ...over,
});

export const orderAnswer = (over: Partial<StaffOrderAnswer> = {}): StaffOrderAnswer => ({
  order: orderRow(),
  owner: {
    name: 'Thandi Nkosi',
    email: 'thandi@example.com',
    mobile: '+27 82 555 0101',
    chargeVAT: true,
    vatAnswered: true,
    vatNumber: null,
  },
  submitted: [
    { title: 'About', fields: [{ label: 'Business name', value: 'Greenleaf Plumbing' }] },
    { title: 'Keywords', fields: [{ label: 'Keywords', value: null, items: ['geyser repairs cape town', 'emergency plumber'] }] },
  ],
  uploads: [{ label: 'Business photo', url: '/v2/staff/uploads/3', contentType: 'image/png', size: 120_000 }],
  payments: [
    {
      reference: 'PAY-1',
      kind: 'checkout',
      status: 'success',
      amountCents: 349_900,
      createdAt: '2026-11-20T08:00:00.000Z',
      paidAt: '2026-11-20T08:00:00.000Z',
      refundReason: null,
    },
  ],
  invoices: [],
  emails: [{ id: 1, at: '2026-11-20T08:01:00.000Z', kind: 'receipt', subject: 'Your AdLaunch receipt', status: 'sent' }],
  history: [],
  ownerNote: null,
  allowedMoves: ['in_review', 'cancelled'],
  ...over,
});
