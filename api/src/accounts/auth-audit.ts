import type { FastifyRequest } from 'fastify';

/** The window of the login and code limits. */
export const WINDOW = '15 minutes';

/** The per-IP limit's key. */
export const ipKey = (request: FastifyRequest) => `ip:${request.ip}`;

/** One line per authentication attempt, for the operator (no address, no secret). */
export const audit = (request: FastifyRequest, auth: string, outcome: string, userId?: number) =>
  request.log.info({ auth, outcome, userId, ip: request.ip }, 'authentication attempt');
