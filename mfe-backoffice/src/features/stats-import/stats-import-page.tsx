import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '@adlaunch/ui-kit';
import { ApiError } from '@adlaunch/session/api';
import { STATS_FILE_MAX_BYTES } from '@adlaunch/shared/schemas';
import { useBackoffice } from '../../lib/backoffice-context';
import { refusalByField, type FieldErrors } from '../../lib/field-errors';
import { useFocusOnErrors } from '../../lib/focus-invalid';
import ui from '../../components/ui.module.css';
import { FormEnd } from '../../components/form-end';

/** A file's bytes as base64, as the import call carries them (Google's export may be UTF-16). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () =>
      reject(new ApiError('The file could not be read. Choose it again.', null, { file: ['The file could not be read.'] }));
    reader.readAsDataURL(file);
  });
}

/** The results import (campaigns): a Google Ads daily report for one search ad, what `npm run ops -- import-stats` did. */
export function StatsImportPage() {
  const { api } = useBackoffice();
  const [params] = useSearchParams();
  const [adId, setAdId] = useState(params.get('ad') ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusOnErrors(errors);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!/^[1-9]\d{0,9}$/.test(adId.trim())) next.ad = 'Give the search ad’s number (on its order page, “Search ads #41”).';
    if (!file) next.file = 'Choose the report file (CSV).';
    else if (file.size > STATS_FILE_MAX_BYTES) next.file = 'The report is larger than 5 MB.';
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length || !file) return;
    setBusy(true);
    try {
      const answer = await api.importStats(Number(adId.trim()), { file_name: file.name, content_base64: await base64Of(file) });
      setNotice(answer.message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      const refused = refusalByField(caught);
      // The ad's own refusal (none with that number) belongs next to its field; the report's next to the file.
      setErrors(
        refused.file && /no search ad/i.test(refused.file)
          ? { ad: refused.file }
          : { file: refused.file ?? refused.content_base64, _: refused._ },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="stats-title">
      <h1 id="stats-title">Import results</h1>
      <p>
        A Google Ads daily report (columns Day, Clicks, Impr., Cost), as CSV or “CSV for Excel”. One bad row refuses the whole file; a day
        already imported is replaced.
      </p>
      <p role="status" className={notice ? ui.notice : undefined}>
        {notice}
      </p>
      <form ref={formRef} className={ui.card} onSubmit={(event) => void submit(event)} aria-labelledby="stats-title" noValidate>
        <TextField
          label="Search ad number"
          inputMode="numeric"
          value={adId}
          onChange={(event) => setAdId(event.target.value)}
          error={errors.ad}
          alert
          required
        />
        <TextField
          ref={input}
          label="Report file"
          hint="CSV, at most 5 MB."
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          error={errors.file}
          alert
          required
        />
        <FormEnd error={errors._} busy={busy} label={busy ? 'Importing…' : 'Import'} />
      </form>
    </section>
  );
}
