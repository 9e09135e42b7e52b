import { createContext, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { allowedStep, isRenderingOwnerFrame } from '@adlaunch/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePageMeta } from '../lib/use-page-meta';
import { StepIndicator } from './step-indicator';
import styles from './wizard.module.css';

/** One wizard: its steps in order (then a status page), how to load its order, and a page per step. */
export interface WizardDefinition<Step extends string, Order extends { status: string }> {
  /** The form steps in order; the status page (`status`) follows them once the order is paid. */
  steps: readonly Step[];
  /** The step indicator's label of each form step. */
  labels: Record<Step, string>;
  /** The step indicator's accessible name, e.g. "Search ads setup progress". */
  progressLabel: string;
  path: (step: Step | 'status') => string;
  /** The owner's order (null before the first save), from the owner-data cache. */
  useOrder: () => UseQueryResult<Order | null, Error>;
  firstIncomplete: (order: Order | null) => Step;
  /** What is loading, and the heading when it could not be loaded, e.g. "your campaign". */
  noun: string;
  /**
   * Each page's heading and introduction. They are the page's frame: shown at once while the owner's
   * order loads (and prerendered as such), then kept in place by the step itself (`StepPage`).
   */
  headings: Record<Step | 'status', StepHeading>;
  /**
   * Each form step is two components (decision 027): the one that calls `useForm` holds the form and its
   * prefill, and renders a memoised body that takes the form object and reads its state with `useFormState`
   * and `useWatch`. react-hook-form renders the first one again as it mounts, in the task of React's first
   * commit; the body need not render with it, and renders again with its own state (errors, values, sending).
   */
  pages: Record<Step | 'status', ComponentType>;
  /** What the owner is buying and its price, under the progress on every step: the cost is never a surprise at the end. */
  summary?: ComponentType;
}

export interface StepHeading {
  title: string;
  intro: string;
}

type AnyWizard = WizardDefinition<string, { status: string }>;
const WizardContext = createContext<AnyWizard | null>(null);

/** The wizard a step renders in (its paths, its order). */
export function useWizard(): AnyWizard {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('A wizard step renders inside <WizardRoutes>.');
  return wizard;
}

function useOrder() {
  return useWizard().useOrder();
}

/** The page the address names (the last segment), e.g. "about" or "status". */
const useCurrentStep = () => useLocation().pathname.split('/').filter(Boolean).pop() ?? '';

/** Completeness routing: a later step redirects to the first incomplete one; a paid order shows its status. */
function StepRoute({ step, children }: { step: string; children: ReactNode }) {
  const wizard = useWizard();
  const order = useOrder().data ?? null;
  const allowed = allowedStep(step, wizard.steps, wizard.firstIncomplete(order), order?.status);
  // A frame is rendered for every owner: it shows the step the address names.
  return allowed === step || isRenderingOwnerFrame() ? <>{children}</> : <Navigate to={wizard.path(allowed)} replace />;
}

/** The wizard's root and unknown children open the step the owner should be on. */
function FirstStepRedirect() {
  const wizard = useWizard();
  const order = useOrder().data ?? null;
  const last = wizard.steps[wizard.steps.length - 1];
  return <Navigate to={wizard.path(allowedStep(last, wizard.steps, wizard.firstIncomplete(order), order?.status))} replace />;
}

/** Loads the saved order first (a deep link must not route on an order that has not arrived), then shows the step. */
function WizardLayout() {
  const wizard = useWizard();
  const order = useOrder();
  const step = useCurrentStep() || wizard.steps[0];
  const indicator = (
    <StepIndicator steps={wizard.steps.map((id) => ({ id, label: wizard.labels[id] }))} current={step} label={wizard.progressLabel} />
  );

  // The served frame already holds the step's form with the owner's answers (decision 036): when the
  // order is there (the shell waits for it), React's first commit is the form itself, so the fields
  // the owner may be typing into are replaced by the same fields, never by a placeholder. A frame being
  // prerendered shows the form with no one's data.
  const pending = order.isPending && !isRenderingOwnerFrame();
  const Summary = wizard.summary;
  // The plan line (or its room, while the price is on its way) is in the frame too: nothing moves when the app takes over.
  const summary = Summary && step !== 'status' ? <Summary /> : null;
  if (pending) {
    // The order is late (the shell waited a few seconds): the page's frame with a placeholder; the form follows.
    return (
      <div className={styles.layout} aria-busy="true">
        {indicator}
        {summary}
        {Object.hasOwn(wizard.headings, step) ? (
          <StepPage>
            <StepPlaceholder>Loading {wizard.noun}…</StepPlaceholder>
          </StepPage>
        ) : null}
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className={styles.layout}>
        <div className={styles.failed} role="alert">
          <h1>We could not load {wizard.noun}</h1>
          <p>{order.error.message}</p>
          <button type="button" className={styles.button} onClick={() => void order.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      {indicator}
      {summary}
      <Outlet />
    </div>
  );
}

/** A whole wizard, mounted by the shell at its base path (the routes are relative). */
export function WizardRoutes<Step extends string, Order extends { status: string }>({ wizard }: { wizard: WizardDefinition<Step, Order> }) {
  const steps: Array<Step | 'status'> = [...wizard.steps, 'status'];
  return (
    <WizardContext.Provider value={wizard as unknown as AnyWizard}>
      <Routes>
        <Route element={<WizardLayout />}>
          {steps.map((step) => {
            const Page: ComponentType = wizard.pages[step];
            return (
              <Route
                key={step}
                path={step}
                element={
                  <StepRoute step={step}>
                    <Page />
                  </StepRoute>
                }
              />
            );
          })}
          <Route index element={<FirstStepRedirect />} />
          <Route path="*" element={<FirstStepRedirect />} />
        </Route>
      </Routes>
    </WizardContext.Provider>
  );
}

/** Navigation state of a move from one step to another (not a page load or a deep link). */
interface StepArrival {
  fromStep: true;
}
export const STEP_ARRIVAL: StepArrival = { fromStep: true };

/**
 * A wizard page: its heading (the page's only h1, also the document title) and introduction, from the
 * wizard's `headings` for the page the address names, then the content.
 */
export function StepPage({ children }: { children: ReactNode }) {
  const { title, intro } = useWizard().headings[useCurrentStep()] ?? { title: '', intro: '' };
  usePageMeta(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = (useLocation().state as StepArrival | null)?.fromStep === true;
  useEffect(() => {
    // After "Save and continue" or Back the old form is gone: focus goes to the new step's heading, which
    // a screen reader announces, instead of falling to the page's body.
    if (arrived) heading.current?.focus();
  }, [arrived]);
  return (
    <section className={styles.page} aria-labelledby="wizard-step-title">
      <h1 id="wizard-step-title" className={styles.title} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** Stands where a step's form will be while what it needs loads: the page's frame keeps its place. */
export function StepPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={styles.placeholder} role="status">
      {children}
    </div>
  );
}

/** Back to the previous step (a link) and the step form's submit button. */
export function StepActions({
  back,
  submitLabel = 'Save and continue',
  disabled,
}: {
  back?: string;
  submitLabel?: string;
  disabled?: boolean;
}) {
  const wizard = useWizard();
  return (
    <div className={styles.stepActions}>
      {back ? (
        <Link to={wizard.path(back)} state={STEP_ARRIVAL} className={styles.back}>
          Back
        </Link>
      ) : (
        <span />
      )}
      <button type="submit" className={styles.button} disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
