import { ROUTES } from '@adlaunch/shared';
import type { Browser } from 'playwright-core';
import { firstLoadBytes, kb, type Bytes } from './bytes';
import type { Cookie } from './lighthouse';
import { OWNER_LABEL, type OwnerId } from './owners';

/** The first-load bytes of the public and owner pages beside the floor and the peer, as a table. */
export async function bytesSection({
  browser,
  siteUrl,
  floorUrl,
  peerUrl,
  cookies,
  say,
}: {
  browser: Browser;
  siteUrl: string;
  floorUrl: string;
  peerUrl: string;
  cookies: Record<OwnerId, Cookie>;
  say: (line?: string) => void;
}) {
  const pages: { name: string; url: string; cookie?: Cookie }[] = [
    { name: '/', url: `${siteUrl}/` },
    { name: '/pricing', url: `${siteUrl}/pricing` },
    { name: `/setup-search/about (owner ${OWNER_LABEL.A})`, url: `${siteUrl}/setup-search/about`, cookie: cookies.A },
    { name: `/dashboard (owner ${OWNER_LABEL.B})`, url: `${siteUrl}${ROUTES.dashboard}`, cookie: cookies.B },
  ];

  say('### First-load JavaScript and CSS (compressed as served, before the first h1 is visible)');
  say();
  const floorBytes = await firstLoadBytes(browser, `${floorUrl}/`);
  const singleBytes = await firstLoadBytes(browser, `${peerUrl}/`);
  const split = (bytes: Bytes) =>
    Object.entries(bytes.byPart)
      .sort((a, b) => b[1] - a[1])
      .map(([part, n]) => `${part} ${kb(n)}`)
      .join('; ');
  say('| page | before the h1 is visible | whole initial load | split of the initial load |');
  say('| --- | --- | --- | --- |');
  let home: Bytes | null = null;
  for (const p of pages) {
    const bytes = await firstLoadBytes(browser, p.url, p.cookie);
    if (p.name === '/') home = bytes;
    say(`| ${p.name} | ${kb(bytes.beforeH1)} | ${kb(bytes.initial)} | ${split(bytes)} |`);
  }
  say(
    `| floor (a): React, react-dom, router, federation runtime | ${kb(floorBytes.beforeH1)} | ${kb(floorBytes.initial)} | ${split(floorBytes)} |`,
  );
  say(`| peer (b): the same pages as one bundle | ${kb(singleBytes.beforeH1)} | ${kb(singleBytes.initial)} | ${split(singleBytes)} |`);
  const before = home!.beforeH1 / floorBytes.beforeH1;
  const whole = home!.initial / floorBytes.initial;
  say();
  say(
    `/ before its h1 is visible: ${before.toFixed(2)} x the floor; whole initial load: ${whole.toFixed(2)} x the floor (budget: at most 1.2 x): ${before <= 1.2 && whole <= 1.2 ? 'within budget' : 'OVER BUDGET'}.`,
  );
  say('Public pages are prerendered, so their h1 paints from the HTML before any script has run.');
  say();
}
