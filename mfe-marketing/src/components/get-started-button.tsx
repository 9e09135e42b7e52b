import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { ROUTES } from '@adlaunch/shared';
import styles from './page.module.css';

interface GetStartedButtonProps {
  /** Where a logged-in user goes: the first step of the product's wizard. */
  to: string;
  /** The served registration page a visitor opens before the app runs, or without scripts (`/register-ads?plan=growth`). */
  register?: string;
  children?: ReactNode;
  variant?: 'primary' | 'secondary';
  'aria-describedby'?: string;
  /** Runs first, e.g. to remember the plan this button is for. */
  onClick?: () => void;
}

/**
 * A link to the served registration page, so a press works the moment the page shows, before any
 * script and without one. Once the app runs it is a button: logged out, it opens the auth modal on
 * registration (the auth remote continues to the wizard); logged in, it goes straight to the wizard.
 */
export function GetStartedButton({
  to,
  register = to.startsWith(ROUTES.setupGbp) ? ROUTES.registerGbp : ROUTES.registerAds,
  children = 'Get started',
  variant = 'primary',
  onClick: before,
  ...rest
}: GetStartedButtonProps) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    before?.();
    if (loggedIn) navigate(to);
    else useSessionStore.getState().openAuth('register');
  };
  // A button's keys: Space presses it too.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <a
      href={loggedIn ? to : register}
      role="button"
      className={variant === 'primary' ? styles.button : styles.buttonSecondary}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {children}
    </a>
  );
}
