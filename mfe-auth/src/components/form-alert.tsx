import styles from './form.module.css';

/** A server refusal that concerns the whole form, shown above its button and announced. */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
