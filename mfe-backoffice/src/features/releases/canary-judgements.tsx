import type { ReleasesView } from '@adlaunch/shared';
import { when } from '../../lib/format';
import ui from '../../components/ui.module.css';
import { DROP_LABELS, droppedTotal, suspectDropped } from './dropped-reports';
import styles from './releases.module.css';

type Judgement = NonNullable<ReleasesView['judgements']>[number];
type Rule = ReleasesView['rule'];
type Side = Judgement['canary'];

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * A side whose reports left out as a forger's (no token, replayed, out of bounds, over the address's
 * limit) outnumber its counted sessions: the figures are being aimed at.
 */
function attackWarning({ canary, live }: Judgement): string | null {
  const sides: [string, Side | null][] = [
    ['the canary', canary],
    ['the live version', live],
  ];
  const aimed = sides.filter((entry): entry is [string, Side] => entry[1] !== null && suspectDropped(entry[1].dropped) > entry[1].sessions);
  if (aimed.length === 0) return null;
  const told = aimed.map(([name, side]) => `${suspectDropped(side.dropped)} against ${side.sessions} on ${name}`).join(', ');
  return `More reports were left out as forged, replayed, out of bounds or rate-limited than sessions were counted (${told}): someone may be sending made-up reports. Only the counted sessions are judged.`;
}

/** What the rollback rule makes of a canary now, in words: judged, or not yet and what it still needs. */
function verdictText({ canary, live, verdict }: Judgement, rule: Rule): string {
  const against = live ? `against ${percent(live.errorRate)} on the live version` : 'with no live version to compare';
  if (verdict === 'failing')
    return `Failing: errors in ${percent(canary.errorRate)} of sessions ${against}, more than ${rule.errorMarginPct} points over. The server rolls it back at its next check.`;
  if (verdict === 'healthy')
    return `Healthy: errors in ${percent(canary.errorRate)} of sessions ${against}, within ${rule.errorMarginPct} points.`;
  const minSources = rule.minSources ?? 1;
  const missing = [
    ...(canary.sources < minSources ? [`reports from ${canary.sources} of ${minSources} needed sources`] : []),
    ...(canary.sessions < rule.minSessions ? [`${canary.sessions} of ${rule.minSessions} needed sessions`] : []),
  ];
  return `Not judged yet: ${missing.join(' and ') || 'waiting for the next check'}`;
}

function EvidenceTable({ judgement, rule }: { judgement: Judgement; rule: Rule }) {
  const sides: [string, Side | null][] = [
    [`Canary ${judgement.canary.version}`, judgement.canary],
    [`Live ${judgement.live?.version ?? '(none)'}`, judgement.live],
  ];
  const figure = (side: Side | null, pick: (side: Side) => string | number) => (side ? pick(side) : '–');
  const lines: [string, (side: Side) => string | number][] = [
    ['Sessions counted', (side) => side.sessions],
    [`Distinct sources (${rule.minSources ?? 1} needed)`, (side) => side.sources],
    ['With an error', (side) => (side.sessions ? `${side.errorSessions} (${percent(side.errorRate)})` : '–')],
    ['Reports left out', (side) => droppedTotal(side.dropped)],
    ...(Object.entries(DROP_LABELS) as [keyof Side['dropped'], string][]).map(([reason, label]): [string, (side: Side) => number] => [
      `… ${label}`,
      (side) => side.dropped[reason],
    ]),
  ];
  return (
    <table className={styles.evidence}>
      <caption className={ui.srOnly}>
        What the judgement of {judgement.remote} {judgement.canary.version} rests on
      </caption>
      <thead>
        <tr>
          <td />
          {sides.map(([name]) => (
            <th scope="col" key={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map(([label, pick]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {sides.map(([name, side]) => (
              <td key={name}>{figure(side, pick)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each running canary as the rollback rule sees it: the verdict, what it rests on and what was left out. */
export function CanaryJudgements({ judgements, rule }: { judgements: Judgement[]; rule: Rule }) {
  if (judgements.length === 0) return null;
  return (
    <div className={styles.judgements}>
      <h2>What each canary is judged on</h2>
      {judgements.map((judgement) => {
        const id = `judgement-${judgement.remote}`;
        const warning = attackWarning(judgement);
        return (
          <article key={judgement.remote} className={ui.card} aria-labelledby={id}>
            <h3 id={id} className={ui.cardTitle}>
              {judgement.remote} {judgement.canary.version}
            </h3>
            <p className={ui.muted}>
              Since the canary started, <time dateTime={judgement.since}>{when(judgement.since)}</time>.
            </p>
            <p className={judgement.verdict === 'failing' ? ui.alert : ui.notice}>{verdictText(judgement, rule)}</p>
            {warning ? <p className={styles.warning}>{warning}</p> : null}
            <EvidenceTable judgement={judgement} rule={rule} />
          </article>
        );
      })}
    </div>
  );
}
