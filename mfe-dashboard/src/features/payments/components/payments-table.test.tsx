import { screen, within } from '@testing-library/react';
import { payment, session } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { PaymentsTable } from './payments-table';

const order = payment({
  reference: 'AL-0001',
  day: '2026-10-26',
  createdAt: '2026-10-25T22:30:00.000Z',
  paidAt: '2026-10-25T22:31:00.000Z',
  period: { start: '2026-10-26', end: '2026-11-25' },
  invoiceNumber: 'INV-000001',
});
const failed = payment({
  reference: 'AL-R1-1',
  kind: 'renewal',
  status: 'failed',
  amountCents: 828000,
  description: 'Search ads: monthly renewal',
  day: '2026-11-26',
  createdAt: '2026-11-26T06:00:00.000Z',
  paidAt: null,
  period: { start: '2026-11-26', end: '2026-12-25' },
});
const renewal = payment({
  ...failed,
  reference: 'AL-R1-2',
  status: 'success',
  day: '2026-11-27',
  createdAt: '2026-11-27T06:00:00.000Z',
  paidAt: '2026-11-27T06:00:05.000Z',
  invoiceNumber: 'INV-000002',
});
const cardCheck = payment({
  reference: 'AL-C1-1',
  kind: 'card_check',
  status: 'refunded',
  amountCents: 100,
  description: 'Card check (refunded)',
  day: '2026-11-28',
  createdAt: '2026-11-28T06:00:00.000Z',
  paidAt: '2026-11-28T06:00:05.000Z',
  period: null,
});

describe('the payments table', () => {
  it('shows each row with its day (the tax invoice’s), the period it pays for and its status, newest first', () => {
    renderAt(<PaymentsTable account={session([order, failed, renewal, cardCheck]).user} />);
    const table = screen.getByRole('table', { name: 'Your payments, newest first' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent)
          .slice(0, 6),
      ),
    ).toEqual([
      ['28 Nov 2026', 'Card check (refunded)', '–', 'AL-C1-1', 'Refunded', 'R1'],
      ['27 Nov 2026', 'Search ads: monthly renewal', '26 Nov 2026 to 25 Dec 2026', 'AL-R1-2', 'Paid', 'R8,280'],
      ['26 Nov 2026', 'Search ads: monthly renewal', '26 Nov 2026 to 25 Dec 2026', 'AL-R1-1', 'Failed', 'R8,280'],
      // Paid at 00:31 in South Africa: the 26th, the invoice's date, not the UTC day it was created.
      ['26 Oct 2026', 'Search ads: setup and first month', '26 Oct 2026 to 25 Nov 2026', 'AL-0001', 'Paid', 'R9,660'],
    ]);
  });

  it('totals only what was paid and kept: failed tries and refunds are listed, not counted', () => {
    renderAt(<PaymentsTable account={session([order, failed, renewal, cardCheck]).user} />);
    const table = screen.getByRole('table', { name: 'Your payments, newest first' });
    expect(within(table).getByRole('row', { name: /Total paid/ })).toHaveTextContent('Total paid (2 payments)R17,940');
    expect(screen.getByText('Failed tries and refunded payments are listed but not counted in the total.')).toBeVisible();
    expect(within(table).getByRole('row', { name: /AL-R1-1/ })).toHaveTextContent('Failed');
  });

  it('names a payment being refunded as such', () => {
    renderAt(<PaymentsTable account={session([payment({ status: 'refunding' })]).user} />);
    expect(screen.getByRole('row', { name: /AL-0001/ })).toHaveTextContent('Refunding');
    expect(screen.getByRole('row', { name: /Total paid/ })).toHaveTextContent('Total paid (0 payments)R0');
  });
});
