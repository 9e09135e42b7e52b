import { StatusTimeline, StepPage, StepPlaceholder, type Stage, type StageState } from '@adlaunch/ui-kit';
import { Link } from 'react-router-dom';
import { CONTACT, gbpStepPath, isRenderingOwnerFrame, ROUTES, type OwnerVerification, type ProfileStatus } from '@adlaunch/shared';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import { VerificationMethods, WhenTheCodeArrives } from './verification-guide';
import { TeamNote, VerificationProgress } from './verification-progress';
import styles from './status-step.module.css';
import { useOrderStatusAnswer, useProfile } from '@adlaunch/session/queries';

const STATUS_TEXT: Record<ProfileStatus, string> = {
  setup: 'Waiting for payment',
  paid: 'Paid: we are building your listing',
  in_review: 'In review: we are building your listing',
  verification: 'Waiting for verification',
  live: 'Live',
  cancelled: 'Cancelled',
};

/**
 * Which journey stage a status has reached: 0 payment, 1 build, 2 verify, 3 the code, 4 live. While
 * Google verifies, the step staff recorded moves it on: the code entered is stage 3, verified stage 4.
 */
function stageOf(status: ProfileStatus, verification: OwnerVerification): number {
  switch (status) {
    case 'setup':
      return 0;
    case 'paid':
    case 'in_review':
      return 1;
    case 'verification':
      return verification?.step === 'verified' ? 4 : verification?.step === 'code_received' ? 3 : 2;
    default:
      return 5;
  }
}

export function StatusStep({ pollMs }: { pollMs?: number }) {
  const profile = useProfile();
  const answer = useOrderStatusAnswer<ProfileStatus>('profile', profile?.id, pollMs);
  const status = answer?.status ?? profile?.status ?? 'setup';
  const verification = answer?.verification ?? null;
  const current = stageOf(status, verification);

  const stages: Omit<Stage, 'state'>[] = [
    { title: 'Payment received', body: <p>Thank you. Your receipt is on its way to your email.</p> },
    {
      title: 'We build your listing',
      body: (
        <p>
          Our team checks your details and registration certificate, then creates your listing. This usually takes up to 2 business days.
        </p>
      ),
    },
    {
      title: 'Google checks that the business is yours',
      body: <VerificationMethods open={current === 2} />,
    },
    { title: 'When your code arrives', body: <WhenTheCodeArrives /> },
    { title: 'Your listing is live', body: <p>Customers can find you on Maps and Search. We keep your listing up to date every month.</p> },
  ];

  const stateOf = (index: number): StageState => {
    if (status === 'live' || index < current) return 'done';
    if (index === current || (current === 2 && index === 3)) return 'now';
    return 'next';
  };

  // A served frame (decision 036) is every owner's: what the page says depends on their profile's status;
  // the help line and the way to the dashboard below it are every owner's.
  if (isRenderingOwnerFrame())
    return (
      <StepPage>
        <StepPlaceholder>Loading your business profile's status…</StepPlaceholder>
        <HelpAndDashboard />
      </StepPage>
    );
  return (
    <StepPage>
      <div className={styles.summary}>
        <p>
          Status: <span className={styles.badge}>{STATUS_TEXT[status]}</span>
        </p>
        {profile?.businessName ? <p>{profile.businessName}</p> : null}
      </div>
      {status === 'verification' ? <VerificationProgress verification={verification} /> : null}
      <TeamNote note={answer?.note ?? profile?.statusNote} />
      {status === 'cancelled' ? (
        <p>This business profile was cancelled. If this is a mistake, please contact support.</p>
      ) : status === 'setup' ? (
        <p>
          We have not received your payment yet.{' '}
          <Link className={formStyles.secondary} to={gbpStepPath('pay')}>
            Go to payment
          </Link>
        </p>
      ) : (
        <StatusTimeline
          label="From payment to a live listing"
          stages={stages.map((stage, index) => ({ ...stage, state: stateOf(index) }))}
        />
      )}
      <HelpAndDashboard />
    </StepPage>
  );
}

/** Under every status, as on the search ads campaign's status page: whom to ask, and the way to the dashboard. */
function HelpAndDashboard() {
  return (
    <>
      <p>
        Questions? Email <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a> or <a href={CONTACT.chatUrl}>chat with us</a>
        .
      </p>
      <p>
        <Link to={ROUTES.dashboard} className={formStyles.primary}>
          Go to your dashboard
        </Link>
      </p>
    </>
  );
}
