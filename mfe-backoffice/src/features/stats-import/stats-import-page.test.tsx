import { screen } from '@testing-library/react';
import { ApiError } from '@adlaunch/session/api';
import { mockCalls, renderBackoffice } from '../../testing/render';

const report = () => new File(['Day,Clicks,Impr.,Cost\n2024-05-01,10,200,1.00\n'], 'report.csv', { type: 'text/csv' });

it('imports a report for an ad and says what it did', async () => {
  const api = mockCalls();
  api.importStats.mockResolvedValue({
    days: 1,
    inserted: 1,
    updated: 0,
    from: '2024-05-01',
    to: '2024-05-01',
    message: 'Imported 1 day for search ad 41.',
  });
  const { user } = renderBackoffice('/staff/import-results?ad=41', ['campaigns'], api);
  expect(screen.getByRole('link', { name: 'Import results' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Search ad number/ })).toHaveValue('41');
  await user.upload(screen.getByLabelText(/Report file/), report());
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Imported 1 day for search ad 41.')).toBeInTheDocument();
  const [adId, body] = api.importStats.mock.calls[0];
  expect(adId).toBe(41);
  expect(body.file_name).toBe('report.csv');
  expect(atob(body.content_base64)).toBe('Day,Clicks,Impr.,Cost\n2024-05-01,10,200,1.00\n');
});

it('shows the report’s refusal next to the file field, announced, with the line', async () => {
  const api = mockCalls();
  const problems = ['Nothing was imported from report.csv.', 'Line 3: Impr. "seven" is not a whole number of 0 or more.'];
  api.importStats.mockRejectedValue(new ApiError(problems.join(' '), 400, { file: problems }));
  const { user } = renderBackoffice('/staff/import-results', ['campaigns'], api);
  await user.type(screen.getByRole('textbox', { name: /Search ad number/ }), '41');
  await user.upload(screen.getByLabelText(/Report file/), report());
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Line 3: Impr. "seven" is not a whole number of 0 or more.');
  expect(screen.getByLabelText(/Report file/)).toHaveAccessibleDescription(expect.stringContaining('Line 3'));
});

it('asks for the ad and the file before calling', async () => {
  const api = mockCalls();
  const { user } = renderBackoffice('/staff/import-results', ['campaigns'], api);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(screen.getByRole('textbox', { name: /Search ad number/ })).toHaveAccessibleDescription(
    expect.stringContaining('Give the search ad’s number'),
  );
  expect(screen.getByLabelText(/Report file/)).toHaveAccessibleDescription(expect.stringContaining('Choose the report file'));
  expect(api.importStats).not.toHaveBeenCalled();
});

it('is for the campaigns role only', () => {
  const api = mockCalls();
  renderBackoffice('/staff/import-results', ['finance'], api);
  expect(screen.getByRole('alert')).toHaveTextContent('This needs the campaigns role.');
  expect(screen.queryByRole('link', { name: 'Import results' })).not.toBeInTheDocument();
});
