import { Route, Routes } from 'react-router-dom';
import { AboutStep } from '../features/about/components/about-step';
import { DetailsStep } from '../features/details/components/details-step';
import { KeywordsStep } from '../features/keywords/components/keywords-step';
import { PayStep } from '../features/pay/components/pay-step';
import { StatusStep } from '../features/status/components/status-step';
import { FirstStepRedirect, StepRoute } from './step-route';
import { WizardLayout } from './wizard-layout';

/** The shell mounts this at /setup-search/*, so the routes are relative. */
export function SearchWizardApp() {
  return (
    <Routes>
      <Route element={<WizardLayout />}>
        <Route
          path="about"
          element={
            <StepRoute step="about">
              <AboutStep />
            </StepRoute>
          }
        />
        <Route
          path="details"
          element={
            <StepRoute step="details">
              <DetailsStep />
            </StepRoute>
          }
        />
        <Route
          path="keywords"
          element={
            <StepRoute step="keywords">
              <KeywordsStep />
            </StepRoute>
          }
        />
        <Route
          path="pay"
          element={
            <StepRoute step="pay">
              <PayStep />
            </StepRoute>
          }
        />
        <Route
          path="status"
          element={
            <StepRoute step="status">
              <StatusStep />
            </StepRoute>
          }
        />
        <Route index element={<FirstStepRedirect />} />
        <Route path="*" element={<FirstStepRedirect />} />
      </Route>
    </Routes>
  );
}
