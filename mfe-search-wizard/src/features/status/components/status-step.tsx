import { StatusTimeline, StepPage, StepPlaceholder } from '@adlaunch/ui-kit';
import { Link } from 'react-router-dom';
import { CONTACT, isRenderingOwnerFrame, ROUTES, type AdStatus } from '@adlaunch/shared';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import styles from './status-step.module.css';
import { useOrderStatus, useSearchAd } from '@adlaunch/session/queries';

const STAGES: { status: AdStatus; title: string; text: string }[] = [
  {
    status: 'paid',
    title: 'Payment received',
    text: 'A specialist is building your campaign: keyword research, bids and a check of your ad text. This takes up to 2 business days.',
  },
  { status: 'in_review', title: 'With the search engines', text: 'Google and Bing review every new ad, usually within one business day.' },
  { status: 'active', title: 'Live', text: 'Your ads are showing. Follow clicks and views on your dashboard.' },
];

const OTHER: Partial<Record<AdStatus, string>> = {
  paused: 'Your campaign is paused. Resume it from your dashboard whenever you are ready.',
  cancelled: 'Your campaign is cancelled. Contact us if you would like to start again.',
};

/** Polls the campaign's status and explains what happens next. */
export function StatusStep() {
  const ad = useSearchAd();
  const status = useOrderStatus<AdStatus>('search-ad', ad?.id) ?? ad?.status ?? 'paid';

  const reached = STAGES.findIndex((s) => s.status === status);
  return (
    <StepPage>
      {/* A served frame (decision 036) is every paid owner's: their campaign's stage comes with the app. */}
      {isRenderingOwnerFrame() ? (
        <StepPlaceholder>Loading your campaign’s status…</StepPlaceholder>
      ) : (
        <>
          <p className={styles.current} role="status">
            Current status: <strong>{STAGES[reached]?.title ?? status.replace('_', ' ')}</strong>
          </p>
          {OTHER[status] ? <p>{OTHER[status]}</p> : null}
          <StatusTimeline
            label="From payment to live ads"
            stages={STAGES.map((stage, i) => ({
              title: stage.title,
              body: <p>{stage.text}</p>,
              state: i < reached || status === 'active' ? 'done' : i === reached ? 'now' : 'next',
            }))}
          />
        </>
      )}
      <p>
        Questions? Email <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a> or <a href={CONTACT.chatUrl}>chat with us</a>
        .
      </p>
      <p>
        <Link to={`${ROUTES.dashboard}?search`} className={formStyles.primary}>
          Go to your dashboard
        </Link>
      </p>
    </StepPage>
  );
}
