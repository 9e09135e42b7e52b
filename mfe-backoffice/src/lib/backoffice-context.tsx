import { createContext, useContext, type ReactNode } from 'react';
import type { BackofficeProps, StaffRole } from '@adlaunch/shared';

const Context = createContext<BackofficeProps | null>(null);

/** What the shell gave the back office when it mounted it: the signed-in person, the staff calls, sign-out. */
export function BackofficeProvider({ value, children }: { value: BackofficeProps; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBackoffice(): BackofficeProps {
  const value = useContext(Context);
  if (!value) throw new Error('useBackoffice outside the back office');
  return value;
}

/** Whether the signed-in person holds any of `roles` (admin opens nothing by itself but staff admin). */
export function useHasRole(...roles: StaffRole[]): boolean {
  const { me } = useBackoffice();
  return roles.some((role) => me.roles.includes(role));
}
