import type { FastifyRequest } from 'fastify';

/**
 * A served form's post is honoured only from the site's own pages (CSRF): the browser's Origin, else
 * its Referer, must name this host, and `Sec-Fetch-Site` (when sent) must say same-origin. The token
 * cookie is `SameSite=Strict` too (the shell's contract), so a cross-site post carries no session.
 */
export function isSameSitePost(request: FastifyRequest, publicOrigin?: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const from = request.headers.origin ?? request.headers.referer;
  if (!from || from === 'null') return false;
  const hostOf = (origin: string) => {
    try {
      return new URL(origin).host;
    } catch {
      return null;
    }
  };
  const host = hostOf(from);
  const own = [request.headers.host ? hostOf(`http://${request.headers.host}`) : null, publicOrigin ? hostOf(publicOrigin) : null];
  return host !== null && own.includes(host);
}
