import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import styles from './page.module.css';

interface GetStartedButtonProps {
  /** Where a logged-in user goes: the first step of the product's wizard. */
  to: string;
  children?: ReactNode;
  variant?: 'primary' | 'secondary';
  'aria-describedby'?: string;
  /** Runs first, e.g. to remember the plan this button is for. */
  onClick?: () => void;
}

/** Logged out: open the auth modal on registration (the auth remote continues to the wizard). Logged in: straight to the wizard. */
export function GetStartedButton({ to, children = 'Get started', variant = 'primary', onClick: before, ...rest }: GetStartedButtonProps) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const onClick = () => {
    before?.();
    if (loggedIn) navigate(to);
    else useSessionStore.getState().openAuth('register');
  };
  return (
    <button type="button" className={variant === 'primary' ? styles.button : styles.buttonSecondary} onClick={onClick} {...rest}>
      {children}
    </button>
  );
}
