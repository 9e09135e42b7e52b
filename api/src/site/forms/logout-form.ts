import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { parse as parseCookies, serialize } from 'cookie';
import { ROUTES, STORAGE_KEYS } from '@adlaunch/shared';

/**
 * The shell's Log Out form (a post to `ROUTES.logout`, without scripts): the session's token revoked by the API's own logout (as the app does), the
 * cookie cleared as the shell clears it, and the home page (303). Without a session, just home.
 */
export const logOut =
  (call: (request: FastifyRequest, url: string, payload: object, token?: string) => Promise<LightMyRequestResponse>, secure: boolean) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const token = parseCookies(request.headers.cookie ?? '')[STORAGE_KEYS.token];
    if (token) await call(request, '/v2/logout', {}, token);
    reply.header('Set-Cookie', serialize(STORAGE_KEYS.token, '', { path: '/', maxAge: 0, sameSite: 'strict', secure }));
    return reply.redirect(ROUTES.home, 303);
  };
