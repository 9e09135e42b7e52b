import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { firstIncompleteSearchStep, SEARCH_STEPS, searchStepPath, type SearchAd, formatMoney } from '@adlaunch/shared';
import { StatusBadge } from '../../../components/status-badge';
import { StatusNote } from './status-note';
import ui from '../../../components/ui.module.css';
import { useToggleSearchAd } from '../api/toggle-search-ad';
import { campaignName, type CampaignOrdinal } from '../campaign-name';
import { SEARCH_AD_STATUS } from '../status-copy';
import { ToggleAdDialog } from './toggle-ad-dialog';
import styles from './campaigns.module.css';

interface SearchAdCardProps {
  ad: SearchAd;
  budgetCents: number;
  /** Only the newest campaign is the wizard's: its steps and status page show no other. */
  isLatest?: boolean;
  /** Offered when more than one campaign has statistics: whether this one's are shown, and how to show them. */
  stats?: { shown: boolean; show: () => void };
  /** Which of the owner's campaigns this is (only named when there are several). */
  ordinal?: CampaignOrdinal;
}

/** The ad as searchers see it: the chosen headlines, the website and the descriptions. */
function AdText({ ad }: { ad: SearchAd }) {
  const labelId = useId();
  const d = ad.ad_details;
  const headlines = d ? [d.headline_1, d.headline_2, d.headline_3].map((h) => h?.trim()).filter(Boolean) : [];
  const descriptions = d ? [d.desc_1, d.desc_2].map((t) => t?.trim()).filter(Boolean) : [];
  if (!headlines.length && !descriptions.length) return null;
  return (
    <figure className={styles.adPreview} aria-labelledby={labelId}>
      <figcaption id={labelId} className={styles.adPreviewLabel}>
        Your ad
      </figcaption>
      {headlines.length ? <p className={styles.adHeadline}>{headlines.join(' | ')}</p> : null}
      {ad.businessUrl ? <p className={styles.adUrl}>{ad.businessUrl.replace(/^https?:\/\//, '')}</p> : null}
      {/* Each description on a line of its own, as the search engine may show either without the other. */}
      {descriptions.map((text, i) => (
        <p key={i} className={styles.adDescription}>
          {text}
        </p>
      ))}
    </figure>
  );
}

/** One search campaign: its status, what happens next, and the actions that fit it. */
export function SearchAdCard({ ad, budgetCents, isLatest = true, stats, ordinal }: SearchAdCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  const copy = SEARCH_AD_STATUS[ad.status];
  const step = firstIncompleteSearchStep(ad);
  const target = ad.status === 'active' ? 'paused' : 'active';
  const toggleSearchAd = useToggleSearchAd(ad.id);
  const name = campaignName(ad, 'search', ordinal);

  async function toggle() {
    if (await toggleSearchAd(target)) {
      setConfirming(false);
      setAnnouncement(target === 'paused' ? 'Your search ads are paused.' : 'Your search ads are running again.');
    }
  }

  return (
    <article aria-labelledby={titleId} className={ui.card}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.campaignTitle}>
          {name.title} {name.reference ? <span className={styles.campaignRef}>{name.reference}</span> : null}
        </h3>
        <StatusBadge tone={copy.tone}>{copy.label}</StatusBadge>
      </div>
      <p className={styles.next}>{copy.next}</p>
      <StatusNote note={ad.statusNote} />
      <AdText ad={ad} />
      <dl className={styles.facts}>
        {ad.businessUrl ? (
          <>
            <dt>Website</dt>
            <dd>{ad.businessUrl}</dd>
          </>
        ) : null}
        {ad.status !== 'setup' ? (
          <>
            <dt>Monthly ad budget</dt>
            <dd>{formatMoney(budgetCents, 'ZAR')}</dd>
          </>
        ) : null}
        {ad.keywords.length ? (
          <>
            <dt>Keywords</dt>
            <dd>{ad.keywords.join(', ')}</dd>
          </>
        ) : null}
        {ad.negative_keywords.length ? (
          <>
            <dt>Words to exclude</dt>
            <dd>{ad.negative_keywords.join(', ')}</dd>
          </>
        ) : null}
      </dl>

      <div className={ui.actions}>
        {ad.status === 'setup' && isLatest ? (
          <Link to={searchStepPath(step)} className={ui.button}>
            Finish setting up your search ads
            <span className={ui.srOnly}>
              {' '}
              (step {SEARCH_STEPS.indexOf(step) + 1} of {SEARCH_STEPS.length})
            </span>
          </Link>
        ) : null}
        {isLatest && (ad.status === 'paid' || ad.status === 'in_review') ? (
          <Link to={searchStepPath('status')} className={ui.buttonSecondary}>
            Follow the setup progress
          </Link>
        ) : null}
        {ad.status === 'active' ? (
          <button type="button" className={ui.buttonDanger} onClick={() => setConfirming(true)} aria-describedby={titleId}>
            Pause ads
          </button>
        ) : null}
        {ad.status === 'paused' ? (
          <button type="button" className={ui.button} onClick={() => setConfirming(true)} aria-describedby={titleId}>
            Resume ads
          </button>
        ) : null}
        {stats ? (
          <button
            type="button"
            className={stats.shown ? ui.button : ui.buttonSecondary}
            aria-pressed={stats.shown}
            aria-describedby={titleId}
            onClick={stats.show}
          >
            {stats.shown ? <span aria-hidden="true">✓&nbsp;</span> : null}
            Show statistics
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.announce}>
        {announcement}
      </p>
      {ad.status === 'active' || ad.status === 'paused' ? (
        <ToggleAdDialog open={confirming} onOpenChange={setConfirming} target={target} ad={ad} campaign={name.full} onConfirm={toggle} />
      ) : null}
    </article>
  );
}
