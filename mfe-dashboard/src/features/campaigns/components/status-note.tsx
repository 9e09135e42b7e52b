import { useId } from 'react';
import styles from './campaigns.module.css';

/** The newest note our team wrote with a status change, beside the status. */
export function StatusNote({ note }: { note: { text: string; at: string } | null | undefined }) {
  const labelId = useId();
  if (!note) return null;
  const date = new Date(note.at).toLocaleDateString('en-ZA', { dateStyle: 'medium', timeZone: 'Africa/Johannesburg' });
  return (
    <figure className={styles.statusNote} aria-labelledby={labelId}>
      <figcaption id={labelId} className={styles.statusNoteLabel}>
        Note from our team, <time dateTime={note.at}>{date}</time>
      </figcaption>
      <blockquote>{note.text}</blockquote>
    </figure>
  );
}
