import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '@adlaunch/session/api';
import type { StaffAdChangeRequest, StaffAdPart } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';

const SAVED: Record<StaffAdPart, string> = {
  'ad-text': 'The ad text is changed; the owner is told.',
  keywords: 'The keywords are changed; the owner is told.',
  locations: 'The locations are changed; the owner is told.',
};

/**
 * Sends one part of an ad change. A refusal field by field lands beside its fields (marked `server`, so
 * they announce it); any other refusal is the form's alert.
 */
export function useAdChange<T extends FieldValues>(form: UseFormReturn<T>, adId: number, part: StaffAdPart, onSaved: (m: string) => void) {
  const { api } = useBackoffice();
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api.changeAd!(adId, { part, body: values } as unknown as StaffAdChangeRequest);
      form.reset(values);
      onSaved(SAVED[part]);
    } catch (caught) {
      const fields = caught instanceof ApiError ? Object.entries(caught.fields) : [];
      const known = fields.filter(([name]) => name.split('.')[0] in values);
      for (const [name, messages] of known) form.setError(name as Path<T>, { type: 'server', message: messages[0] });
      if (known.length === 0) setError(errorMessage(caught));
    }
  });
  return { submit, error };
}

/** A textarea's lines as a list: one entry a line, blank lines dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
