import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ACCESS, STAFF_API } from '@adlaunch/shared';
import {
  staffAddRequestSchema,
  staffCodeRequestSchema,
  staffIdParamsSchema,
  staffTotpRequestSchema,
  staffVerifyRequestSchema,
  type StaffMe,
  type StaffTotpAnswer,
  type StaffVerifyAnswer,
} from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError, parse } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { consumeCode, OTP_ERRORS } from '../../accounts/otp';
import { staffOf, type StaffAccess } from '../staff-guard';
import { activeStaff, addStaff, listStaff, removeStaff } from '../staff-store';
import { enqueueStaffCodeEmail, STAFF_CODE_PURPOSE } from './staff-code-emails';
import { enrollmentOf, passSecondFactor } from './second-factor';
import { countTotpFailure, endStaffSession, issueStaffSession, type StaffSession } from './staff-sessions';

const WINDOW = '15 minutes';
const TOTP_MAX_FAILURES = 5;
const STAFF_AUTH_MESSAGES = {
  codeSent: 'If this address belongs to a staff member, a sign-in code is on its way.',
  tooManyCodes: 'Too many codes requested. Please wait a few minutes and try again.',
  wrongTotp: 'That code is not correct. Enter the code your authenticator app shows now.',
  tooManyTotp: 'Too many wrong codes. Please sign in again.',
  enrolAgain: 'Please sign in again to set up your authenticator app.',
  noRecovery: 'Recovery codes work once your authenticator app is set up.',
  notYourself: 'You cannot remove yourself: ask another administrator.',
  noSuchStaff: 'There is no such staff member.',
} as const;

const access = (staffAccess: StaffAccess) => ({ staffAccess });
const codeAddresses = new WeakMap<FastifyRequest, string>();

function meOf(session: StaffSession): StaffMe {
  return { id: session.staff.id, email: session.staff.email, roles: session.staff.roles, expiresAt: session.expiresAt };
}

export function staffAuthRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const ipLimit = {
    rateLimit: { max: config.rateLimit.loginPerIp, timeWindow: WINDOW, keyGenerator: (r: FastifyRequest) => `staff-ip:${r.ip}` },
  };
  const codesPerAddress = app.createRateLimit({
    max: config.rateLimit.otpPerAddress,
    timeWindow: WINDOW,
    keyGenerator: (r) => `staff-codes-address:${codeAddresses.get(r) ?? ''}`,
  });

  app.post(STAFF_API.signInCode, { bodyLimit: 1024, config: { ...ipLimit, ...access('public') } }, async (request) => {
    const { email } = parse(staffCodeRequestSchema, request.body);
    codeAddresses.set(request, email);
    const limit = await codesPerAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, STAFF_AUTH_MESSAGES.tooManyCodes);
    await enqueueStaffCodeEmail(db, email);
    app.outbox.wake();
    return { message: STAFF_AUTH_MESSAGES.codeSent };
  });

  app.post(STAFF_API.signInVerify, { bodyLimit: 1024, config: { ...ipLimit, ...access('public') } }, async (request) => {
    const { email, code } = parse(staffVerifyRequestSchema, request.body);
    await writeTransaction(db, (trx) => consumeCode(trx, email, STAFF_CODE_PURPOSE, code));
    const staff = await activeStaff(db, { email });
    // The code was made for an address no longer on staff (removed since): the same answer as a wrong code.
    if (!staff) throw new HttpError(400, OTP_ERRORS.wrong, { otp: [OTP_ERRORS.wrong] });
    const { token, expiresAt } = await issueStaffSession(db, staff.id);
    const enrollment = await enrollmentOf(db, staff);
    const answer: StaffVerifyAnswer = { token, expiresAt, totpEnrolled: Boolean(staff.totpEnrolledAt), enrollment };
    return answer;
  });

  app.post(STAFF_API.signInTotp, { bodyLimit: 1024, config: { ...ipLimit, ...access('session') } }, async (request) => {
    const { session } = staffOf(request);
    const body = parse(staffTotpRequestSchema, request.body);
    if (session.secondFactor) return { me: meOf(session), recoveryCodes: null } satisfies StaffTotpAnswer;
    if (session.totpFailures >= TOTP_MAX_FAILURES) {
      await endStaffSession(db, session.id);
      throw new HttpError(429, STAFF_AUTH_MESSAGES.tooManyTotp);
    }
    const { staff } = session;
    if (!staff.totpSecret) throw new HttpError(400, STAFF_AUTH_MESSAGES.enrolAgain);
    if ('recovery_code' in body && !staff.totpEnrolledAt) throw new HttpError(400, STAFF_AUTH_MESSAGES.noRecovery);
    const passed = await passSecondFactor(db, session, staff.totpSecret, body);
    if (passed) return { me: meOf(session), recoveryCodes: passed.recoveryCodes } satisfies StaffTotpAnswer;
    await countTotpFailure(db, session.id);
    throw new HttpError(400, STAFF_AUTH_MESSAGES.wrongTotp, { code: [STAFF_AUTH_MESSAGES.wrongTotp] });
  });

  app.post(STAFF_API.signOut, { bodyLimit: 1024, config: access('session') }, async (request) => {
    await endStaffSession(db, staffOf(request).session.id);
    return { ok: true as const };
  });

  app.get(STAFF_API.me, { config: access({ roles: 'any' }) }, async (request) => meOf(staffOf(request).session));

  app.get(STAFF_API.team, { config: access({ roles: 'any' }) }, async () => ({ staff: await listStaff(db) }));

  app.post(STAFF_API.teamAdd, { bodyLimit: 2 * 1024, config: access({ roles: STAFF_ACCESS.team }) }, async (request) => {
    const { email, roles } = parse(staffAddRequestSchema, request.body);
    return { member: await addStaff(db, email, roles, staffOf(request).actor) };
  });

  app.post('/v2/staff/team/:id/remove', { bodyLimit: 1024, config: access({ roles: STAFF_ACCESS.team }) }, async (request) => {
    const { id } = parse(staffIdParamsSchema, request.params);
    const { session, actor } = staffOf(request);
    if (id === session.staff.id) throw new HttpError(409, STAFF_AUTH_MESSAGES.notYourself);
    const member = await activeStaff(db, { id });
    if (!member) throw new HttpError(404, STAFF_AUTH_MESSAGES.noSuchStaff);
    return removeStaff(db, member.email, actor);
  });
}
