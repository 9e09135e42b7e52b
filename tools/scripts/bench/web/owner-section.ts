import { kb } from './bytes';
import { BUDGET_TEXT, missedOwner, PAIRED_TEXT, seconds, timesFloor, type Baseline } from './budgets';
import { lighthouseMedian, shortElement, type Cookie, type Median } from './lighthouse';
import { ownerOf, OWNERS, type OwnerId } from './owners';

/** Lighthouse on every owner page, cold and warm, as a table and the LCP element of each row; answers whether a page failed. */
export async function ownerSection({
  ownerPages,
  runs,
  siteUrl,
  floorUrl,
  cookies,
  base,
  beside,
  judge,
  indexes,
  say,
}: {
  ownerPages: readonly string[];
  runs: number;
  siteUrl: string;
  floorUrl: string;
  cookies: Record<OwnerId, Cookie>;
  base: Baseline;
  beside: (r: Median) => Baseline;
  judge: (row: string, missed: string[]) => string;
  indexes: number[];
  say: (line?: string) => void;
}): Promise<boolean> {
  let failed = false;
  say(`### Owner pages, logged in: Lighthouse mobile, median of ${runs}, first visit (cold) and second visit (warm)`);
  say();
  say(`Owner A is setting up (every step of both wizards filled in, nothing paid): the wizard steps. Owner B is live (both orders paid,`);
  say(`the search ad active with ${OWNERS.B.days} days of figures): the status pages and the dashboard. Budgets: cold, an empty HTTP`);
  say(`cache: ${BUDGET_TEXT.ownerCold}; warm, the page visited once before in the same browser: ${BUDGET_TEXT.ownerWarm}.`);
  say(
    `The floor's TBT at the start of this run: ${base.floorTbtMs} ms; a first visit is judged against the floor measured beside it: ${PAIRED_TEXT}`,
  );
  say(`"From the cache" counts the page's JS and CSS files Lighthouse saw served from the HTTP cache (or revalidated with a 304).`);
  say();
  say(
    '| page | owner | visit | performance | LCP | TBT | floor TBT beside it | x floor | CLS | JS and CSS from the cache | LCP element | budget |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const elements: string[] = [];
  const revalidated = new Set<string>();
  for (const page of ownerPages) {
    const owner = ownerOf(page);
    for (const warm of [false, true]) {
      const visit = warm ? 'warm' : 'cold';
      const lead = `| ${page} | ${owner} | ${visit} |`;
      let r: Median;
      try {
        r = await lighthouseMedian(`${siteUrl}${page}`, {
          cookie: cookies[owner],
          warm,
          runs: runs,
          pairedFloor: warm ? undefined : `${floorUrl}/`,
        });
      } catch (error) {
        failed = true;
        say(
          `${lead} | | | | | | | | not measured: ${String((error as Error).message)
            .split('\n')[0]
            .replaceAll('|', '\\|')} |`,
        );
        continue;
      }
      const c = r.cache;
      const cache = `${c.fromCache + c.revalidated} of ${c.files}${c.revalidated ? ` (${c.revalidated} revalidated)` : ''}, ${kb(c.sentBytes)} sent`;
      const cacheNote = r.cacheAsMeant ? '' : warm ? ': NOT WARM' : ': NOT COLD';
      const element = r.lcpElement ? shortElement(r.lcpElement) : 'not found';
      if (warm) for (const file of c.revalidatedPaths) revalidated.add(file);
      indexes.push(...r.benchmarkIndexes);
      const verdict = r.cacheAsMeant
        ? judge(`${page} ${visit}`, missedOwner(r, warm, beside(r)))
        : judge(`${page} ${visit}`, [`not valid: the cache was not ${visit}`]);
      say(
        `${lead} ${r.performance} | ${seconds(r.lcpMs)} | ${r.tbtMs} ms | ${warm ? '' : `${beside(r).floorTbtMs} ms`} | ${warm ? '' : timesFloor(r.tbtMs, beside(r))} | ${r.cls} | ${cache}${cacheNote} | ${element} | ${verdict} |`,
      );
      const e = r.lcpElement;
      const phases = e?.phases.map((p) => `${p.phase} ${p.ms} ms`).join(', ');
      elements.push(
        e
          ? `- ${page}, ${visit}: \`${e.selector}\`${e.label ? ` "${e.label}"` : ''} (${phases || 'no phases'}): \`${e.snippet}\``
          : `- ${page}, ${visit}: not found`,
      );
    }
  }
  say();
  say('LCP element of each row (its median run): selector, text, the LCP split into phases, and its markup.');
  say('"Not found": the element that painted largest was no longer in the page at the end (e.g. a frame the app replaced).');
  say();
  for (const line of elements) say(line);
  if (revalidated.size) {
    say();
    say(
      `Asked again on warm visits (the server answered 304 Not Modified, a round trip each; a file with a hash in its name need not be): ${[...revalidated].join(', ')}.`,
    );
  }
  return failed;
}
