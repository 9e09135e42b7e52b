import { useState, type Ref } from 'react';
import { isRenderingOwnerFrame, LIMITS } from '@adlaunch/shared';
import { api, apiBase, errorMessage } from '@adlaunch/session/api';
import { FileDrop } from '@adlaunch/ui-kit';
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

const MB = 1024 * 1024;
/** A photo may be as large as a phone takes it (the server resizes it); a certificate is kept as sent. */
const maxUploadBytes = (kind: FileUploadProps['kind']) => (kind === 'image' ? LIMITS.photoUploadMaxBytes : LIMITS.uploadMaxBytes);

/** Sends the chosen file at once, shows its progress, then a preview (photos) or a link (certificates); a refusal says why. */
export function FileUpload({ kind, label, hint, accept, value, onUploaded, error, inputRef }: FileUploadProps) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const noun = kind === 'image' ? 'photo' : 'certificate';

  async function upload(file: File) {
    const max = maxUploadBytes(kind);
    if (file.size > max) {
      setState({ status: 'refused', message: `The file is too large: at most ${max / MB} MB.` });
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
    <FileDrop
      label={label}
      hint={hint}
      accept={accept}
      onFile={upload}
      busy={state.status === 'uploading'}
      error={message}
      fileName={state.status === 'done' || state.status === 'uploading' ? state.fileName : value ? `Your ${noun} is uploaded` : null}
      previewUrl={href && kind === 'image' ? href : null}
      previewAlt="Preview of your business photo"
      ref={inputRef}
    >
      {state.status === 'uploading' ? (
        <progress className={styles.progress} max={100} value={percent} aria-label={`Uploading ${noun}`} />
      ) : null}
      <p className={styles.status} role="status">
        {/* A served frame (decision 036) is every owner's: whether this one has uploaded a file comes with the app. */}
        {isRenderingOwnerFrame() ? `Checking for an uploaded ${noun}…` : null}
        {state.status === 'uploading' ? `Uploading ${state.fileName}: ${percent}%` : null}
        {state.status === 'done' ? <span className={styles.done}>{`${state.fileName} uploaded.`}</span> : null}
      </p>
      {href && kind === 'certificate' ? (
        <a className={styles.link} href={href} download>
          Download the uploaded certificate
        </a>
      ) : null}
    </FileDrop>
  );
}
