import { isOwnerPage, pageRemote, ROUTES } from '@adlaunch/shared';
import { escapeHtml } from '../mail/escape-html';

// The shell's page has no style sheet until its script runs: the note carries its own (the tokens' colours).
const BARE_STYLE =
  '<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a}' +
  '.noscript-notice{margin:0;padding:.5rem 1rem;background:#fef3c7;color:#92400e;border-bottom:1px solid #92400e;font-weight:600;text-align:center}' +
  '[data-bare-page-note]{max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:anywhere}' +
  '[data-bare-page-note] a{color:#1d4ed8;font-weight:600}</style>';

/**
 * What a page served without its snapshot (the shell's page, drawn by the app alone) says without
 * scripts, where it would otherwise be blank: an owner's page asks them to log in (`?next=` brings
 * them back), an address that is no page says so, another says it needs JavaScript; each links on.
 * A browser running scripts never shows it.
 */
export function barePageNote(pathname: string, loggedIn: boolean): string {
  const login = `${ROUTES.login}?next=${encodeURIComponent(pathname)}`;
  const home = `<a href="${ROUTES.home}">the home page</a>`;
  const words =
    isOwnerPage(pathname) && !loggedIn
      ? `<h1>Log in to see this page</h1><p>This page is part of your AdLaunch account. <a href="${escapeHtml(login)}">Log in</a> to continue.</p>`
      : pageRemote(pathname) === null
        ? `<h1>We could not find this page</h1><p>Check the address, or go to ${home}.</p>`
        : '<h1>This page needs JavaScript</h1><p>JavaScript is off in this browser: turn it on in your browser’s settings, then reload this page.' +
          ` Or go to ${home}${loggedIn ? ` or <a href="${ROUTES.dashboard}">your dashboard</a>` : ''}.</p>`;
  return `<noscript>${BARE_STYLE}<main data-bare-page-note="">${words}</main></noscript>`;
}
