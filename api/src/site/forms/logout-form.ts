import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { parse as parseCookies, serialize } from 'cookie';
import { ROUTES, STORAGE_KEYS } from '@adlaunch/shared';

/** Where the served Log Out form posts (a page of no app: only this form's answer). */
export const LOGOUT_PATH = '/logout';

const BUTTON = /<button type="button"( class="[^"]*")?>Log Out<\/button>/g;
// Its own style (not every owner page carries no-script-notes' one): the form shows, the button hides, only without scripts.
const LOGOUT_STYLE =
  '<style data-served-logout-style="">form[data-served-logout]{display:none}</style>' +
  '<noscript><style>form[data-served-logout]{display:block;margin:0}button[data-logout-needs-script]{display:none!important}</style></noscript>';

/**
 * An owner page's Log Out buttons (header and footer) act only with scripts: beside each, shown only
 * without them, a form that posts to `LOGOUT_PATH`. Appended after the button, so the served elements
 * keep their places for the early-input handover. A string replace: it runs on every serve of an owner page.
 */
export function withLogoutForms(html: string): string {
  const page = html.replace(
    BUTTON,
    (_button, classAttribute = '') =>
      `<button type="button"${classAttribute} data-logout-needs-script="">Log Out</button>` +
      `<form method="post" action="${LOGOUT_PATH}" data-served-logout=""><input type="hidden" name="logout" value="now"><button type="submit"${classAttribute}>Log Out</button></form>`,
  );
  return page === html ? html : page.replace('</head>', `${LOGOUT_STYLE}</head>`);
}

/**
 * The served Log Out: the session's token revoked by the API's own logout (as the app does), the
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
