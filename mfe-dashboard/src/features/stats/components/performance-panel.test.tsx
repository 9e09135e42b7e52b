import { render, screen } from '@testing-library/react';
import { PerformancePanel } from './performance-panel';

describe('the performance panel without a figure yet', () => {
  it('says so in one line, with no empty chart box or table of zeros', () => {
    render(<PerformancePanel days={[]} end="2026-11-26" period={30} />);
    const panel = screen.getByRole('region', { name: 'Performance' });
    expect(panel).toHaveTextContent('No figures for these days yet. New figures arrive daily once your ads are live.');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
