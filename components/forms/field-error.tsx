import styles from './fields.module.css';

/** A field's message, announced when it appears; `id` ties it to the field's aria-describedby. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
