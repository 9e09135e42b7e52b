import { ROUTES } from '@adlaunch/shared';

/**
 * A page's own form under #root (a wizard step's, the login page's). The shell's Log Out forms in the
 * header and footer (posting to `ROUTES.logout`) come first in the markup and are not it.
 */
export const STEP_FORM = `#root form:not([action="${ROUTES.logout}"])`;

/** The opening tag of a page's own form, for a pattern over the served markup. */
export const STEP_FORM_TAG = `<form\\b(?![^>]*action="${ROUTES.logout}")`;
