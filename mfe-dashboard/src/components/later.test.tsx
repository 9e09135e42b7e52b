import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { later } from './later';

const Part = ({ name }: { name: string }) => <p>Part {name}</p>;

describe('a part of the dashboard loaded later', () => {
  it('shows the part once its code has loaded', async () => {
    const Later = later(() => Promise.resolve(Part));
    render(<Later name="one" />);
    expect(await screen.findByText('Part one')).toBeInTheDocument();
  });

  it('says where the part goes that it could not load, and loads it on "Try again"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const Later = later(load as () => Promise<typeof Part>);
    render(<Later name="two" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of your dashboard could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Part two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
