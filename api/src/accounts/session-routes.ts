import type { FastifyInstance } from 'fastify';
import { passwordResetRequestSchema, rewardsRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { resetPassword } from './account-access';
import { paidReferralCount } from './account-store';
import { audit, ipKey, WINDOW } from './auth-audit';
import { ACCOUNT_MESSAGES, findUserByEmail } from './accounts';
import { authenticate } from './auth-guard';
import { consumeCode, OTP_ERRORS } from './otp';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { revokeToken } from './tokens';
import { tokenLoginAnswersOf } from './token-login-answers';

const REWARDS_NOT_YOURS = 'You can see only your own referral rewards.';

/** A signed-in owner's session: the token's login, logout, the partner's session link, a password reset (which ends every session), the referral rewards. */
export function sessionRoutes(app: FastifyInstance, { db, config, dialect }: AppDeps) {
  const loginLimit = { rateLimit: { max: config.rateLimit.loginPerIp, timeWindow: WINDOW, keyGenerator: ipKey } };

  app.post('/v2/password-reset', { bodyLimit: 2 * 1024, config: loginLimit }, async (request) => {
    const body = parse(passwordResetRequestSchema, request.body);
    assertAcceptablePassword(body.password);
    try {
      await consumeCode(db, body.emailAddress, 'reset', body.otp);
    } catch (error) {
      audit(request, 'password-reset', 'refused');
      throw error;
    }
    const user = await findUserByEmail(db, body.emailAddress);
    if (!user) throw new HttpError(400, OTP_ERRORS.wrong, { otp: [OTP_ERRORS.wrong] });
    const passwordHash = await hashPassword(body.password, config.scryptCost);
    await resetPassword(db, user.id, passwordHash);
    audit(request, 'password-reset', 'success', user.id);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  // Called on every page: answered from memory while nothing was committed since (decision 042).
  const tokenLogin = tokenLoginAnswersOf(db, dialect);
  app.post('/v2/token-login', { bodyLimit: 1024 }, async (request, reply) => {
    const answer = await tokenLogin(request);
    if (typeof answer === 'string') reply.type('application/json; charset=utf-8');
    return answer;
  });

  app.post('/v2/logout', { bodyLimit: 1024 }, async (request) => {
    const { user, tokenHash } = await authenticate(db, request);
    await revokeToken(db, tokenHash);
    audit(request, 'logout', 'success', user.id);
    return { message: ACCOUNT_MESSAGES.loggedOut };
  });

  app.post('/v1/ayoba/session-login', { bodyLimit: 1024 }, async (request) => {
    await authenticate(db, request);
    return { url: config.sessionLoginUrl };
  });

  app.post('/v1/vl/rewards', { bodyLimit: 1024, config: loginLimit }, async (request) => {
    // Only the owner may see how many of their referrals paid: the token says whose count it is, and
    // any other address (known or not) gets the same refusal.
    const { user } = await authenticate(db, request);
    const body = parse(rewardsRequestSchema, request.body);
    if (body.emailAddress.toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, REWARDS_NOT_YOURS);
    return { rewardsPending: await paidReferralCount(db, user.referral_code) };
  });
}
