import { lazy, Suspense, useState } from 'react';
import { GiftIcon } from '../../../components/icons';
import pageStyles from '../../../components/page.module.css';
import styles from './referral-explainer.module.css';

const loadDialog = () => import('./referral-dialog');
const ReferralDialog = lazy(loadDialog);

/** The how-it-works referral popup (spec: "How-it-works referral explainer, with a Refer a friend button"). */
export function ReferralExplainer() {
  const [open, setOpen] = useState(false);
  // Once asked for, the dialog stays mounted so that closing it behaves like any dialog (focus returns).
  const [requested, setRequested] = useState(false);
  return (
    <div className={styles.teaser}>
      <span className={pageStyles.icon}>
        <GiftIcon />
      </span>
      <div>
        <p className={styles.teaserText}>
          <strong>Know another business owner?</strong> Referrals make a Google Business Profile cheaper for both of you.
        </p>
        <button
          type="button"
          className={pageStyles.buttonSecondary}
          onPointerEnter={() => void loadDialog()}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          How referrals work
        </button>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <ReferralDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
