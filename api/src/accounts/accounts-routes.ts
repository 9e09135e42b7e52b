import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createUserRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  requestOtpRequestSchema,
  userVerifyRequestSchema,
  verifyOtpRequestSchema,
} from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { enqueueEmail } from '../mail/outbox';
import {
  ACCOUNT_MESSAGES,
  existingAccountEmail,
  findUserByEmail,
  insertUser,
  normalizeReferrer,
  registrationClaims,
  replaceUnprovenClaim,
  replaceUnprovenRegistration,
} from './accounts';
import { proveAddressAndLogIn } from './account-access';
import { audit, ipKey, WINDOW } from './auth-audit';
import { enqueueCodeEmail } from './code-emails';
import { consumeCode, OTP_ERRORS, type OtpPurpose } from './otp';
import { assertAcceptablePassword, checkPassword, hashPassword } from './passwords';
import { issueToken } from './tokens';
import { writeTransaction } from '../lib/transaction';

const TOO_MANY_CODES = 'Too many codes requested. Please wait a few minutes and try again.';

const codesIpKey = (request: FastifyRequest) => `codes-ip:${request.ip}`;
/** The address a request's email goes to, as the handler parsed it: the per-address counter is keyed on it. */
const codeAddresses = new WeakMap<FastifyRequest, string>();
const addressKey = (request: FastifyRequest) => `codes-address:${codeAddresses.get(request) ?? ''}`;

export function accountRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const byIp = (max: number) => ({ rateLimit: { max, timeWindow: WINDOW, keyGenerator: ipKey } });
  const loginLimit = byIp(config.rateLimit.loginPerIp);

  // One counter per address and one per IP, shared by every call that emails a code.
  const codesPerAddress = app.createRateLimit({ max: config.rateLimit.otpPerAddress, timeWindow: WINDOW, keyGenerator: addressKey });
  const codesPerIp = app.createRateLimit({ max: config.rateLimit.otpPerIp, timeWindow: WINDOW, keyGenerator: codesIpKey });
  async function limitCodeSending(request: FastifyRequest, email: string) {
    codeAddresses.set(request, email);
    const [address, ip] = await Promise.all([codesPerAddress(request), codesPerIp(request)]);
    if ((!address.isAllowed && address.isExceeded) || (!ip.isAllowed && ip.isExceeded)) {
      request.log.warn({ auth: 'code-request', outcome: 'rate-limited', ip: request.ip }, 'authentication attempt');
      throw new HttpError(429, TOO_MANY_CODES);
    }
  }

  /**
   * Queues a code email in the outbox (one insert, for a known address and an unknown one alike); the
   * outbox's worker makes the code and sends it after the answer has gone, so the time to answer says
   * nothing and no mail server holds up a request. It is sent only to an address that has an account,
   * and only within the code's validity.
   */
  async function sendCode(email: string, purpose: OtpPurpose) {
    await enqueueCodeEmail(db, email, purpose);
    app.outbox.wake();
  }

  app.post('/v2/user', { bodyLimit: 4 * 1024, config: loginLimit }, async (request, reply) => {
    const body = parse(createUserRequestSchema, request.body);
    assertAcceptablePassword(body.password);
    await limitCodeSending(request, body.email);
    // Hashed before the address is looked up, so a taken address answers in the same time.
    const passwordHash = await hashPassword(body.password, config.scryptCost);
    const claims = {
      first_name: body.first_name,
      last_name: body.last_name,
      password_hash: passwordHash,
      extras: JSON.stringify(body.extras),
      referrer: normalizeReferrer(body.referrer),
      cid: body.cid,
    };
    // The account and its first email (a code, or the notice that the address is taken) commit together.
    // An address never proven is only a claim: registering it again replaces the claim and mails a fresh
    // code, as the screen says; only the mailbox's owner sees which email came, so the answer tells no one.
    const outcome = await writeTransaction(db, async (trx) => {
      const id = await insertUser(trx, { email: body.email, ...claims }, config.staffDomains);
      const replaced = id === null && (await replaceUnprovenClaim(trx, body.email, claims));
      if (id !== null || replaced) await enqueueCodeEmail(trx, body.email, 'verify');
      else await enqueueEmail(trx, { kind: 'existing-account', ...(await existingAccountEmail(body.email)) });
      return { id, replaced };
    });
    app.outbox.wake();
    const { id: created, replaced } = outcome;
    audit(request, 'create-user', created !== null ? 'created' : replaced ? 'replaced-unproven' : 'address-taken', created ?? undefined);
    return reply.status(201).send({ message: ACCOUNT_MESSAGES.registered });
  });

  app.post('/v2/register', { bodyLimit: 8 * 1024, config: loginLimit }, async (request, reply) => {
    const body = parse(registerRequestSchema, request.body);
    const claims = registrationClaims(body);
    const id = await insertUser(db, { email: body.emailAddress, ...claims }, config.staffDomains);
    const replaced = id === null && (await replaceUnprovenRegistration(db, body.emailAddress, claims));
    audit(request, 'register', id !== null ? 'created' : replaced ? 'replaced-unproven' : 'address-taken', id ?? undefined);
    return reply.status(201).send({ message: ACCOUNT_MESSAGES.registered });
  });

  app.post('/v2/user/login', { bodyLimit: 2 * 1024, config: loginLimit }, async (request) => {
    const body = parse(loginRequestSchema, request.body);
    const user = await findUserByEmail(db, body.email);
    const ok = await checkPassword(body.password, user?.password_hash, config.scryptCost);
    if (!user || !ok) {
      audit(request, 'password-login', 'refused', user?.id);
      throw new HttpError(401, ACCOUNT_MESSAGES.badLogin);
    }
    if (user.email_verified !== 1) {
      await limitCodeSending(request, user.email);
      await sendCode(user.email, 'verify');
      audit(request, 'password-login', 'unverified', user.id);
      return { token: null, verify_email: true };
    }
    const token = await issueToken(db, user.id, config.tokenTtlDays);
    audit(request, 'password-login', 'success', user.id);
    return { token, verify_email: false };
  });

  /**
   * Spends a code and logs the user in; the address is now proven, so it is marked verified. A
   * password set before the proof may be someone else's (pre-registration takeover: they registered
   * the address first, then logged in to have a confirm code mailed to its owner), so the proof drops
   * it, by every route, unless the one proving it also sends that password (the owner who registered
   * with it and confirms in the same dialog).
   */
  async function loginWithCode(request: FastifyRequest, email: string, otp: string, purpose: OtpPurpose, auth: string, password?: string) {
    try {
      await consumeCode(db, email, purpose, otp);
    } catch (error) {
      audit(request, auth, 'refused');
      throw error;
    }
    const user = await findUserByEmail(db, email);
    if (!user) throw new HttpError(400, OTP_ERRORS.wrong, { otp: [OTP_ERRORS.wrong] });
    const provenBefore = user.email_verified === 1;
    const keepsPassword =
      provenBefore ||
      (password !== undefined && user.password_hash !== null && (await checkPassword(password, user.password_hash, config.scryptCost)));
    const token = await proveAddressAndLogIn(db, user.id, keepsPassword, config.tokenTtlDays);
    audit(request, auth, 'success', user.id);
    return { token };
  }

  app.post('/v2/user/verify', { bodyLimit: 1024, config: loginLimit }, async (request) => {
    const body = parse(userVerifyRequestSchema, request.body);
    return loginWithCode(request, body.emailAddress, body.otp, 'verify', 'verify-email', body.password);
  });

  app.post('/v2/verify-otp', { bodyLimit: 1024, config: loginLimit }, async (request) => {
    const body = parse(verifyOtpRequestSchema, request.body);
    return loginWithCode(request, body.emailAddress, body.otp, 'login', 'code-login');
  });

  app.post('/v2/request-otp', { bodyLimit: 1024, config: loginLimit }, async (request) => {
    const body = parse(requestOtpRequestSchema, request.body);
    await limitCodeSending(request, body.emailAddress);
    const purpose = body.purpose ?? 'login';
    const user = await findUserByEmail(db, body.emailAddress);
    await sendCode(user?.email ?? body.emailAddress, purpose);
    audit(request, `code-request-${purpose}`, user ? 'sent' : 'unknown-address', user?.id);
    return { message: ACCOUNT_MESSAGES.codeSent };
  });
}
