import styles from './page.module.css';

/**
 * An e-mail address that wraps after its `@` in a narrow cell (a phone's card), never between two
 * letters unless the part alone is wider than the cell.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const classes = className ? `${styles.email} ${className}` : styles.email;
  if (at < 0) return <span className={classes}>{email}</span>;
  return (
    <span className={classes}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
