import * as cheerio from 'cheerio';
import { fillFrame } from './owner-frame';
import { PAGE_STARTER, withPageStarter } from './page-starter';

const FRAME = withPageStarter(
  `<!doctype html><html><head><title>Tell us about your business</title><style data-snapshot>.a>b{color:red}</style></head><body>` +
    `<div id="root" data-prerendered><form>` +
    `<input name="mobile" type="tel" value=""><input name="business_name"><textarea name="description"></textarea>` +
    `<select name="category"><option value="">Choose</option><option value="plumber">Plumber</option></select>` +
    `<input type="radio" name="charge_vat" value="yes"><input type="radio" name="charge_vat" value="no" checked>` +
    `<input type="checkbox" name="consent"><input type="hidden" name="location_ids" value="keep"><input type="file" name="photo">` +
    `</form></div><input name="mobile" id="outside"><script defer src="/main.js"></script></body></html>`,
);

const fields = (html: string) => {
  const $ = cheerio.load(html);
  return {
    $,
    value: (selector: string) => $(selector).attr('value'),
    checked: (selector: string) => $(selector).attr('checked') !== undefined,
  };
};

it("puts the owner's answers in the frame's fields by name: text, text area, select, radio group and checkbox", () => {
  const { $, value, checked } = fields(
    fillFrame(FRAME, {
      mobile: '082 555 1234',
      business_name: 'Thandi’s Plumbing & Co',
      description: 'Fast, friendly plumbing.\nSince 1998.',
      category: 'plumber',
      charge_vat: 'yes',
      consent: 'on',
    }),
  );
  expect(value('#root [name=mobile]')).toBe('082 555 1234');
  expect(value('#root [name=business_name]')).toBe('Thandi’s Plumbing & Co');
  expect($('#root textarea').text()).toBe('Fast, friendly plumbing.\nSince 1998.');
  expect($('#root option[selected]').attr('value')).toBe('plumber');
  expect(checked('[value=yes]')).toBe(true);
  expect(checked('[value=no]')).toBe(false);
  expect(checked('[name=consent]')).toBe(true);
  // Only the frame's own fields: what the app renders outside #root, hidden state and uploads stay as served.
  expect(value('#outside')).toBeUndefined();
  expect(value('[name=location_ids]')).toBe('keep');
  expect(value('[name=photo]')).toBeUndefined();
});

it('writes an answer as text, never as markup, and keeps the page starter byte for byte (its hash is in the CSP)', () => {
  const html = fillFrame(FRAME, { business_name: '"><script>alert(1)</script>', description: '</textarea><img src=x onerror=alert(1)>' });
  const { $, value } = fields(html);
  expect(value('[name=business_name]')).toBe('"><script>alert(1)</script>');
  expect($('#root textarea').text()).toBe('</textarea><img src=x onerror=alert(1)>');
  expect($('script')).toHaveLength(1);
  expect($('img')).toHaveLength(0);
  expect(html).toContain(`<script>${PAGE_STARTER}</script>`);
  expect(html).toContain('.a>b{color:red}');
});

it('sends the frame untouched when there is nothing to fill', () => {
  expect(fillFrame(FRAME, {})).toBe(FRAME);
});

it('shows a hidden part this owner is served, in place of the one they are not', () => {
  const frame =
    '<html><head></head><body><div id="root" data-prerendered><form>' +
    '<div data-frame-part="vat-open"><input type="radio" name="charge_vat" value="yes"><input type="radio" name="charge_vat" value="no"></div>' +
    '<div data-frame-part="vat-locked" hidden><input type="radio" name="charge_vat" value="yes"></div></form></div></body></html>';
  const $ = cheerio.load(fillFrame(frame, { charge_vat: 'yes' }, { 'vat-open': false, 'vat-locked': true }));
  expect($('[data-frame-part="vat-open"]')).toHaveLength(0);
  expect($('[data-frame-part="vat-locked"]').attr('hidden')).toBeUndefined();
  expect($('[name=charge_vat]').attr('checked')).toBeDefined();
});

it('takes out a marked part this owner is not served, and keeps every other', () => {
  const frame = withPageStarter(
    '<html><head></head><body><div id="root" data-prerendered><h1>Your dashboard</h1>' +
      '<div data-frame-part="stats-period"><input type="radio" name="stats-period" value="30" checked></div>' +
      '<div data-frame-part="other">kept</div><p>Loading your campaigns…</p></div><script defer src="/main.js"></script></body></html>',
  );
  const served = fillFrame(frame, {}, { 'stats-period': false, other: true });
  expect(served).not.toContain('stats-period');
  expect(served).toContain('kept');
  expect(served).toContain('Loading your campaigns…');
  expect(fillFrame(frame, {}, { 'stats-period': true })).toContain('name="stats-period"');
});
