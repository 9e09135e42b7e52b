import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { STORAGE_KEYS, type LoginRequest } from '@adlaunch/shared';
import { storage, useSessionStore } from '@adlaunch/session';
import { loginFormSchema, type LoginForm } from '../schemas';
import { serverCall } from '../../../lib/server-call';
import { setServerError } from '../../../lib/server-error';

interface PasswordLoginOptions {
  defaultEmail: string;
  onSignedIn: () => void | Promise<void>;
  onNeedsVerification: (login: LoginRequest) => void;
}

/**
 * An email and password login, in the login view and the legacy popup: a refusal is put on the
 * password the owner typed (the server never says which part was wrong), inside the dialog.
 */
export function usePasswordLogin({ defaultEmail, onSignedIn, onNeedsVerification }: PasswordLoginOptions) {
  const form = useForm<LoginForm, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    storage.set(STORAGE_KEYS.email, values.email);
    const result = await serverCall((api) => api.login(values), { inDialog: true });
    if (!result.ok) {
      setServerError(form.setError, result, ['email', 'password'], 'password');
      return;
    }
    const { token, verify_email: mustVerify } = result.value;
    if (mustVerify || !token) {
      onNeedsVerification(values);
      return;
    }
    useSessionStore.getState().signIn(token);
    await onSignedIn();
  });

  return { form, onSubmit };
}
