import { gbpStepPath, ROUTES, searchStepPath } from '@adlaunch/shared';

/**
 * The pages whose forms the server answers as the app would (decision 041, `form-posts.ts`): a page
 * or the next step. Sent before the app has taken over (a phone taps the moment the page shows), such
 * a form goes to the server, whose answer is on screen long before the app could have sent it.
 */
const SERVER_ANSWERED_PAGES: readonly string[] = [
  ROUTES.registerAds,
  ROUTES.registerGbp,
  ROUTES.login,
  searchStepPath('about'),
  searchStepPath('details'),
  gbpStepPath('about'),
];

/**
 * A pay step's answer shows the page its address names, so the app may take it over: its note says to
 * turn JavaScript on and reload, and a reload sends the post again (a browser running scripts never sends
 * the pay form itself: the page starter holds it for the app).
 */
const APP_AFTER_POST: readonly string[] = [searchStepPath('pay'), gbpStepPath('pay')];

/**
 * Marks the forms of a served page that the server answers (`data-server-answers`: the page starter
 * lets them go to it), and an answer to a post (`data-post-answer`): no app takes such a page over,
 * as its address is the form's, not always the page it shows (a registration answers the login page's
 * code step); its own forms post to the server, and the next page the owner reaches starts the app.
 */
export const withServerForms = (pathname: string, posted: boolean) => (html: string) => {
  const marked = SERVER_ANSWERED_PAGES.includes(pathname)
    ? html.replace(/<form(\s[^>]*)?>/g, (_tag, attributes = '') => `<form${attributes} data-server-answers="">`)
    : html;
  return posted && !APP_AFTER_POST.includes(pathname) ? marked.replace('<div id="root"', '<div id="root" data-post-answer=""') : marked;
};
