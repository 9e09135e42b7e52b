import * as cheerio from 'cheerio';
import { withFormAnswer } from './forms/form-page';

// The shell's header holds a Log Out form before the page's own form (as served owner pages are).
const page =
  '<html><head></head><body><div id="root"><div><header><form method="post" action="/logout"><input type="hidden" name="logout" value="now">' +
  '<button type="submit">Log Out</button></form></header><main><p>Tell us about your business.</p><form><label for="m">Mobile</label>' +
  '<input id="m" name="mobile"></form></main></div></div></body></html>';

it("answers a post in the page's own form, not in the header's Log Out form before it", () => {
  const $ = cheerio.load(
    withFormAnswer(page, { mobile: '012' }, { mobile: 'Enter a mobile number.', other: 'Something else went wrong.' }),
  );
  const logout = $('form[action="/logout"]');
  expect(logout.text()).toBe('Log Out');
  expect(logout.find('[data-field-error], [role="alert"]')).toHaveLength(0);
  const own = $('main form');
  expect(own.find('input[name="mobile"]').attr('aria-invalid')).toBe('true');
  expect(own.text()).toContain('Enter a mobile number.');
  expect(own.text()).toContain('Something else went wrong.');
});
