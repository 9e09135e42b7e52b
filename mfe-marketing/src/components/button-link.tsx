import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './page.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={variant === 'primary' ? styles.button : styles.buttonSecondary}>
      {children}
    </Link>
  );
}
