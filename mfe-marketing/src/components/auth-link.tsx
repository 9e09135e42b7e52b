import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useSessionStore } from '@adlaunch/session';
import { ROUTES } from '@adlaunch/shared';

const SERVED_PAGE = { login: ROUTES.login, register: ROUTES.registerAds } as const;

/**
 * "Log in" or "Create an account": a link to the served page, so the press works before the app runs
 * and without scripts; once the app runs it is a button that opens the auth modal on that view.
 */
export function AuthLink({ view, className, children }: { view: 'login' | 'register'; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    useSessionStore.getState().openAuth(view);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <a href={SERVED_PAGE[view]} role="button" className={className} onClick={onClick} onKeyDown={onKeyDown}>
      {children}
    </a>
  );
}
