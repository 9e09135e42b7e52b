import type { AxiosAdapter } from 'axios';
import { apiClient } from './api-client';
import { api } from './endpoints';

describe('api.verifyUser', () => {
  it('sends the password chosen in the dialog with the code, so the account keeps it (a code alone never sets the password)', async () => {
    const sent: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push(JSON.parse(String(config.data)));
      return { data: { token: 't' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const original = apiClient.defaults.adapter;
    apiClient.defaults.adapter = adapter;
    try {
      await api.verifyUser({ otp: 'AB1C2', emailAddress: 'thandi@example.com', verificationType: 'email', password: 'correct horse' });
      await api.verifyUser({ otp: 'AB1C2', emailAddress: 'thandi@example.com', verificationType: 'email' });
    } finally {
      apiClient.defaults.adapter = original;
    }
    expect(sent).toEqual([
      { otp: 'AB1C2', emailAddress: 'thandi@example.com', verificationType: 'email', password: 'correct horse' },
      { otp: 'AB1C2', emailAddress: 'thandi@example.com', verificationType: 'email' },
    ]);
  });
});
