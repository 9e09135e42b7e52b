import { escapeHtml } from './escape-html';
import { renderEmail } from './layout';

describe('the email layout', () => {
  it('renders every block as HTML and as plain text, in order, with the action and the signature', async () => {
    const email = await renderEmail({
      subject: 'Your plan renews on 1 June',
      preview: 'R2,400.00 on 1 June',
      heading: 'Your plan renews soon',
      blocks: [
        'Hi Sipho, your search ads plan renews on 1 June.',
        { type: 'table', rows: [{ label: 'Management fee', value: 'R2,400.00', note: 'monthly' }] },
        { type: 'columns', columns: [{ heading: 'From', lines: ['AdLaunch', 'Cape Town'] }] },
        { type: 'paragraph', tone: 'muted', text: 'Cancel any time before then.' },
      ],
      action: { label: 'See your plan', url: 'https://www.adlaunch.example/dashboard' },
    });
    expect(email.subject).toBe('Your plan renews on 1 June');
    expect(email.text).toBe(
      [
        'Your plan renews soon',
        'Hi Sipho, your search ads plan renews on 1 June.',
        'Management fee: R2,400.00 (monthly)',
        'From:\nAdLaunch\nCape Town',
        'Cancel any time before then.',
        'See your plan: https://www.adlaunch.example/dashboard',
        'AdLaunch',
      ].join('\n\n'),
    );
    expect(email.html).toMatch(/^<!doctype html>/i);
    for (const part of ['Your plan renews soon', 'R2,400.00', 'Cape Town', 'Cancel any time before then.', 'R2,400.00 on 1 June']) {
      expect(email.html).toContain(part);
    }
    expect(email.html).toContain('href="https://www.adlaunch.example/dashboard"');
  });

  it('escapes everything a person typed, in every part of the HTML', async () => {
    const evil = `Tom & Jerry's <script>alert("x")</script>`;
    const email = await renderEmail({
      subject: evil,
      preview: evil,
      heading: evil,
      blocks: [
        evil,
        { type: 'table', rows: [{ label: evil, value: evil, note: evil }] },
        { type: 'columns', columns: [{ heading: evil, lines: [evil] }] },
      ],
      action: { label: evil, url: 'https://x.example/?a="><script>' },
      footer: evil,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain(escapeHtml(evil));
    expect(email.text).toContain(evil);
  });

  it('puts a one-time code alone on its line', async () => {
    const email = await renderEmail({
      subject: 'Your login code',
      preview: 'x',
      heading: 'Your login code',
      blocks: ['Enter this code:', { type: 'code', code: 'AB3CD' }],
    });
    expect(email.text).toContain('\n\nAB3CD\n\n');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});
