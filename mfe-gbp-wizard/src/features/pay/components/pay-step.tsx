import { StepPage } from '../../../components/step-page';

export function PayStep() {
  return <StepPage title="Pay">{null}</StepPage>;
}
