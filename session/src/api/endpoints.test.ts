import type { AxiosAdapter } from 'axios';
import { apiClient } from './api-client';
import { useSessionStore } from '../stores/session-store';
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

describe('api.releaseAction', () => {
  it("posts the release manager's action with the session's token, and refuses a name that is no remote", async () => {
    const sent: { method?: string; url?: string; authorization: unknown }[] = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push({ method: config.method, url: config.url, authorization: config.headers.get('Authorization') });
      return {
        data: { remote: 'mfe-marketing', version: '1.0.0-new', action: 'promote' },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const original = apiClient.defaults.adapter;
    apiClient.defaults.adapter = adapter;
    useSessionStore.setState({ token: 'manager-token-0123456789abcdef' });
    try {
      await expect(api.releaseAction('mfe-marketing', 'promote')).resolves.toMatchObject({ version: '1.0.0-new' });
      expect(() => api.releaseAction('../v2/user', 'promote')).toThrow();
    } finally {
      apiClient.defaults.adapter = original;
      useSessionStore.setState({ token: null });
    }
    expect(sent).toEqual([
      { method: 'post', url: '/v2/releases/mfe-marketing/promote', authorization: 'Bearer manager-token-0123456789abcdef' },
    ]);
  });
});
