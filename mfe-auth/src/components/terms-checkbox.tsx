import type { ComponentProps } from 'react';
import { ROUTES } from '@adlaunch/shared';
import { CheckboxField } from '@adlaunch/ui-kit';

/** The terms of service checkbox that every registration form requires. */
export function TermsCheckbox(props: Omit<ComponentProps<typeof CheckboxField>, 'label'>) {
  return (
    <CheckboxField
      label={
        <>
          I accept the{' '}
          <a href={ROUTES.terms} target="_blank" rel="noopener">
            terms of service
          </a>
        </>
      }
      {...props}
    />
  );
}
