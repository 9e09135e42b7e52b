import { Route, Routes } from 'react-router-dom';
import { AboutStep } from '../features/about/components/about-step';
import { AddressStep } from '../features/address/components/address-step';
import { BusinessStep } from '../features/business/components/business-step';
import { PayStep } from '../features/pay/components/pay-step';
import { StatusStep } from '../features/status/components/status-step';
import { FirstStepRedirect, StepRoute } from './step-route';
import { WizardLayout } from './wizard-layout';

/** The shell mounts this at /setup-gbp/*, so the routes are relative. */
export function GbpWizardApp() {
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
          path="business"
          element={
            <StepRoute step="business">
              <BusinessStep />
            </StepRoute>
          }
        />
        <Route
          path="address"
          element={
            <StepRoute step="address">
              <AddressStep />
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
