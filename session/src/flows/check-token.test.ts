import type { SessionUser } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { checkToken, startTokenCheck } from './check-token';

const session = (name: string) => ({ message: 'ok', emailVerified: true, mobileVerified: false, user: { name } }) as SessionUser;

describe('the token check', () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives the start-up's answer to the first check of the same token, then asks the server again", async () => {
    const tokenLogin = jest.spyOn(api, 'tokenLogin').mockResolvedValueOnce(session('first')).mockResolvedValueOnce(session('later'));
    const started = startTokenCheck('token-a');
    expect(checkToken('token-a')).toBe(started);
    expect((await started).user.name).toBe('first');
    expect((await checkToken('token-a')).user.name).toBe('later');
    expect(tokenLogin).toHaveBeenCalledTimes(2);
  });

  it('asks afresh for another token', async () => {
    const tokenLogin = jest.spyOn(api, 'tokenLogin').mockResolvedValue(session('b'));
    void startTokenCheck('token-a');
    await checkToken('token-b');
    expect(tokenLogin).toHaveBeenCalledTimes(2);
  });
});
