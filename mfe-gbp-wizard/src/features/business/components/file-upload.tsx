import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { LIMITS } from '@adlaunch/shared';
import { api, apiBase, errorMessage } from '@adlaunch/session/api';
import formStyles from '../../../components/form.module.css';
import styles from './file-upload.module.css';

interface FileUploadProps {
  kind: 'image' | 'certificate';
  label: string;
  hint: string;
  accept: string;
  /** The uploaded file's URL, once there is one. */
  value: string | null | undefined;
  onUploaded: (url: string) => void;
  /** The form's message, e.g. when the step is submitted without a file. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; fraction: number }
  | { status: 'refused'; message: string }
  | { status: 'done'; fileName: string };

const MAX_MB = LIMITS.uploadMaxBytes / (1024 * 1024);

/** Sends the chosen file at once, shows its progress, then a preview (photos) or a link (certificates); a refusal says why. */
export function FileUpload({ kind, label, hint, accept, value, onUploaded, error, inputRef }: FileUploadProps) {
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const noun = kind === 'image' ? 'photo' : 'certificate';

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Lets the owner choose the same file again after fixing it.
    input.value = '';
    if (!file) return;
    if (file.size > LIMITS.uploadMaxBytes) {
      setState({ status: 'refused', message: `The file is too large: at most ${MAX_MB} MB.` });
      return;
    }
    setState({ status: 'uploading', fileName: file.name, fraction: 0 });
    try {
      const { url } = await api.uploadAsset(file, kind, (fraction) => setState((s) => (s.status === 'uploading' ? { ...s, fraction } : s)));
      setState({ status: 'done', fileName: file.name });
      onUploaded(url);
    } catch (uploadError) {
      setState({ status: 'refused', message: errorMessage(uploadError) });
    }
  }

  const message = state.status === 'refused' ? state.message : error;
  const percent = state.status === 'uploading' ? Math.round(state.fraction * 100) : 0;
  const href = value ? `${apiBase()}${value}` : null;

  return (
    <div className={styles.upload}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {hint}
      </p>
      <div className={styles.picker}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          onChange={upload}
          disabled={state.status === 'uploading'}
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ')}
        />
      </div>
      {state.status === 'uploading' ? (
        <progress className={styles.progress} max={100} value={percent} aria-label={`Uploading ${noun}`} />
      ) : null}
      <p className={styles.status} role="status">
        {state.status === 'uploading' ? `Uploading ${state.fileName}: ${percent}%` : null}
        {state.status === 'done' ? <span className={styles.done}>{`${state.fileName} uploaded.`}</span> : null}
      </p>
      {message ? (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {message}
        </p>
      ) : null}
      {href && kind === 'image' ? <img className={styles.preview} src={href} alt="Preview of your business photo" /> : null}
      {href && kind === 'certificate' ? (
        <a className={styles.link} href={href} download>
          Download the uploaded certificate
        </a>
      ) : null}
    </div>
  );
}
