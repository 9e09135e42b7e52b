import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CONTACT, MESSAGES, VAT_TEXTS } from '@adlaunch/shared';
import formStyles from '../forms/form.module.css';
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

export const VAT_MESSAGE = MESSAGES.vatAnswer;
export const VAT_LOCKED_HINT = `Your account says your business is in South Africa, so 15% VAT is added to every order. If that has changed, email ${CONTACT.supportEmail}.`;
/** The pay step's shorter form of it: the answer is stated just before. */
export const VAT_LOCKED_CHANGE = `To change it, email ${CONTACT.supportEmail}.`;

/**
 * Product spec: "South Africa VAT" as Yes / No radios; the answer is required before paying, so each wizard asks it on its
 * first step (issue 22) and the pay step only states it (`VatAnswerFact`). `locked`:
 * the account already answered yes, which the server keeps (docs/security.md), so "No" is not offered.
 */
export function VatQuestion({ registration, error, locked }: { registration: UseFormRegisterReturn; error?: string; locked?: boolean }) {
  return (
    <ChoiceGroup
      legend={VAT_TEXTS.question}
      hint={locked ? VAT_LOCKED_HINT : VAT_TEXTS.hint}
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

/**
 * The pay step's statement of the South Africa answer given on the first step, so the total includes VAT from the
 * first render. `chargeVAT` null: not answered yet (a draft from before the question moved), so paying waits for it.
 * `changeTo`: the step that asks it, linked while the answer can still change (a stored "yes" cannot).
 */
export function VatAnswerFact({ chargeVAT, changeTo, locked }: { chargeVAT: boolean | null; changeTo: string; locked?: boolean }) {
  if (chargeVAT === null)
    return (
      <p className={formStyles.hint} role="note" aria-label="VAT">
        {VAT_TEXTS.unanswered} <Link to={changeTo}>{VAT_TEXTS.answer}</Link>
      </p>
    );
  return (
    <p className={formStyles.hint} role="note" aria-label="VAT">
      <strong>{chargeVAT ? VAT_TEXTS.included : VAT_TEXTS.none}</strong>
      {locked ? (
        ` ${VAT_LOCKED_CHANGE}`
      ) : (
        <>
          {' '}
          <Link to={changeTo} aria-label={VAT_TEXTS.changeLabel}>
            {VAT_TEXTS.change}
          </Link>
        </>
      )}
    </p>
  );
}
