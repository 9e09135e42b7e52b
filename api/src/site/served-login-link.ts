import { ROUTES } from '@adlaunch/shared';

const LOGIN_BUTTON = /<button type="button"( class="[^"]*")?>Login<\/button>/g;
const LOGIN_LINK_STYLE =
  '<style data-served-login-style="">a[data-served-login]{display:none}</style>' +
  '<noscript><style>a[data-served-login]{display:inline}button[data-login-needs-script]{display:none!important}</style></noscript>';

/**
 * The footer's "Login" is a button that opens the app's dialog, so it does nothing without scripts:
 * beside it, shown only then, a link to the served login page in its look. Appended after the button,
 * so the served elements keep their places for the early-input handover. Run once per snapshot read.
 */
export function withLoginLinks(html: string): string {
  const page = html.replace(
    LOGIN_BUTTON,
    (_button, classAttribute = '') =>
      `<button type="button"${classAttribute} data-login-needs-script="">Login</button><a href="${ROUTES.login}"${classAttribute} data-served-login="">Login</a>`,
  );
  return page === html ? html : page.replace('</head>', `${LOGIN_LINK_STYLE}</head>`);
}
