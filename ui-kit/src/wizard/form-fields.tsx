import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTACT } from '@adlaunch/shared';
import { ChoiceGroup, TextField } from '../forms/fields';

/** The pay step's email: a valid address is required before paying. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Email for your receipt"
      type="email"
      autoComplete="email"
      inputMode="email"
      registration={registration}
      error={error}
    />
  );
}

export const VAT_MESSAGE = 'Tell us whether your business is in South Africa.';
export const VAT_LOCKED_HINT = `Your account says your business is in South Africa, so 15% VAT is added to every order. If that has changed, email ${CONTACT.supportEmail}.`;

/**
 * Product spec: "South Africa VAT" as Yes / No radios; the answer is required before paying. `locked`:
 * the account already answered yes, which the server keeps (docs/security.md), so "No" is not offered.
 */
export function VatQuestion({ registration, error, locked }: { registration: UseFormRegisterReturn; error?: string; locked?: boolean }) {
  return (
    <ChoiceGroup
      legend="Is your business in South Africa?"
      hint={locked ? VAT_LOCKED_HINT : 'South African businesses pay 15% VAT.'}
      inline
      options={
        locked
          ? [{ value: 'yes', title: 'Yes' }]
          : [
              { value: 'yes', title: 'Yes' },
              { value: 'no', title: 'No' },
            ]
      }
      registration={registration}
      error={error}
    />
  );
}

/** Optional: printed on the tax invoice (issue 22). */
export function VatNumberField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="VAT number (optional)"
      hint="For your tax invoice, if your business is VAT registered."
      inputMode="numeric"
      autoComplete="off"
      registration={registration}
      error={error}
    />
  );
}
