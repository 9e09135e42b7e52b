import { gbpStepPath, ROUTES, searchStepPath } from '@adlaunch/shared';
import { withServerForms } from './server-forms';

const PAGE = '<div id="root" data-prerendered><form method="post" class="a"><input name="emailAddress"></form><form>x</form></div>';

describe('the served forms the server answers', () => {
  it('marks every form of a page the server answers, and no other page', () => {
    const login = withServerForms(ROUTES.login, false)(PAGE);
    expect(login.match(/<form[^>]* data-server-answers="">/g)).toHaveLength(2);
    expect(withServerForms(searchStepPath('about'), false)(PAGE)).toContain('<form method="post" class="a" data-server-answers="">');
    expect(withServerForms(ROUTES.social, false)(PAGE)).toBe(PAGE);
    expect(withServerForms(searchStepPath('pay'), false)(PAGE)).toBe(PAGE);
  });

  it('marks an answer to a post, so that the page starter starts no app over it', () => {
    expect(withServerForms(ROUTES.login, true)(PAGE)).toContain('<div id="root" data-post-answer="" data-prerendered>');
    expect(withServerForms(ROUTES.login, false)(PAGE)).not.toContain('data-post-answer');
  });

  it("lets the app take over a pay step's answer (JavaScript turned on, the page reloaded: the post sent again)", () => {
    expect(withServerForms(searchStepPath('pay'), true)(PAGE)).toBe(PAGE);
    expect(withServerForms(gbpStepPath('pay'), true)(PAGE)).toBe(PAGE);
  });
});
