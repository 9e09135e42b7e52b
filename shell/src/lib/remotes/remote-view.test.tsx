import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadExposed } from './load-remote';
import { RemoteView } from './remote-view';

jest.mock('./load-remote', () => ({ loadExposed: jest.fn(), peekExposed: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

const Page = () => <h1>Pricing</h1>;
const Broken = () => {
  throw new Error('render failed');
};

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('renders the exposed component once loaded', async () => {
  load.mockResolvedValue({ contractVersion: '2.0.0', Component: Page });
  render(<RemoteView remote="mfe-marketing" exposed="./App" label="This page" />);
  expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
});

it('shows a clear message with Retry when the remote cannot load, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ contractVersion: '2.0.0', Component: Page });
  render(<RemoteView remote="mfe-marketing" exposed="./App" label="This page" />);
  expect(await screen.findByText('This page is temporarily unavailable.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mfe-marketing', './App', { retry: true });
});

it("moving to another remote's page renders that remote's component, never the previous one with new props", async () => {
  const Register = ({ product }: { product?: string }) => {
    if (!product) throw new Error('rendered without its props');
    return <h1>Register for {product}</h1>;
  };
  load.mockImplementation(async (remote) => ({ contractVersion: '2.0.0', Component: (remote === 'mfe-auth' ? Register : Page) as never }));
  const { rerender } = render(<RemoteView remote="mfe-auth" exposed="./RegisterPage" props={{ product: 'gbp' }} label="Registration" />);
  expect(await screen.findByRole('heading', { name: 'Register for gbp' })).toBeInTheDocument();
  rerender(<RemoteView remote="mfe-marketing" exposed="./App" label="This page" />);
  expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument();
});

it('contains a remote that throws while rendering', async () => {
  load.mockResolvedValue({ contractVersion: '2.0.0', Component: Broken });
  render(<RemoteView remote="mfe-dashboard" exposed="./App" label="The dashboard" />);
  expect(await screen.findByText('The dashboard is temporarily unavailable.')).toBeInTheDocument();
});
