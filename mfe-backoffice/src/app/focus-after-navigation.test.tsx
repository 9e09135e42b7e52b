import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { FocusAfterNavigation } from './focus-after-navigation';

function Screens() {
  return (
    <MemoryRouter initialEntries={['/queue']}>
      <nav aria-label="Back office">
        <Link to="/queue">Orders</Link>
      </nav>
      <FocusAfterNavigation>
        <Routes>
          <Route path="/queue" element={<Link to="/order">Karoo Coffee</Link>} />
          <Route path="/order" element={<Link to="/queue">← All orders</Link>} />
        </Routes>
      </FocusAfterNavigation>
    </MemoryRouter>
  );
}

it('keeps the focus on the new screen when the link followed has gone with the old one', async () => {
  const user = userEvent.setup();
  render(<Screens />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Karoo Coffee' })).toHaveFocus();
  await user.keyboard('{Enter}');
  // The new screen holds the focus (the browser's next Tab is its first control: the e2e journey walks it).
  expect(document.body).not.toHaveFocus();
  expect(document.activeElement).toContainElement(screen.getByRole('link', { name: '← All orders' }));
});

it('leaves the focus on a link that stays', async () => {
  const user = userEvent.setup();
  render(<Screens />);
  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}');
  screen.getByRole('link', { name: 'Orders' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Karoo Coffee' })).toBeInTheDocument();
});
