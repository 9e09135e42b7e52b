import { useRef, useState } from 'react';
import { EagerModal as Modal } from '@adlaunch/ui-kit';
import { SIMPLE_EMAIL_PATTERN, STORAGE_KEYS, type AuthModalProps, type LoginRequest } from '@adlaunch/shared';
import { storage, useSessionStore, type AuthView } from '@adlaunch/session';
import { serverCall } from '../../../lib/server-call';
import { AUTH_NOTICES, useFinishAuth } from '../../../lib/use-finish-auth';
import { LegacyPopup } from './legacy-popup';
import { LoginCodePopup } from './login-code-popup';
import { LoginView } from './login-view';
import { OtpPopup } from './otp-popup';
import { PasswordResetView } from './password-reset-view';
import { RegisterView } from './register-view';
import { VerifyEmailView } from './verify-email-view';
import { emailFormSchema } from '../schemas';

type Popup = 'login-code' | 'otp' | 'legacy';

const TITLES: Record<AuthView | Popup, string> = {
  login: 'Log in',
  register: 'Create your account',
  'verify-email': 'Verify your email address',
  'password-reset': 'Reset your password',
  'login-code': 'Log in with an emailed code',
  otp: 'Enter your code',
  legacy: 'Previous platform login',
};

/**
 * The auth modal: the views of the store's `auth.view`, plus the login, OTP and legacy popups, in one
 * dialog. A verified code or a login finishes it (product spec §4): it closes on the page promised.
 */
export function AuthModal({ onSuccess }: AuthModalProps) {
  const open = useSessionStore((s) => s.auth.open);
  const view = useSessionStore((s) => s.auth.view);
  const storeEmail = useSessionStore((s) => s.auth.email);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [codeEmail, setCodeEmail] = useState('');
  /** The address the login popup starts with (the one typed in the login view), and why it failed. */
  const [askEmail, setAskEmail] = useState<{ email: string; error: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const finish = useFinishAuth(onSuccess);
  const email = storeEmail || storage.get(STORAGE_KEYS.email) || '';
  // Kept only in memory while the modal is open: a password login of an unverified account is
  // what emails a fresh verification code (a login code would also drop the new password).
  const credentials = useRef<LoginRequest | null>(null);

  const go = (next: AuthView, nextEmail?: string, nextNotice: string | null = null) => {
    setPopup(null);
    setNotice(nextNotice);
    useSessionStore.getState().setAuthView(next, nextEmail);
  };
  const showPopup = (next: Popup | null) => {
    setNotice(null);
    setPopup(next);
  };

  const resendVerificationCode = async () => {
    if (!credentials.current) return { sent: false };
    const login = credentials.current;
    const result = await serverCall((api) => api.login(login), { inDialog: true });
    if (!result.ok) return { sent: false, error: result };
    if (result.value.token) {
      // Verified in the meantime (another tab): the login itself finishes the modal.
      useSessionStore.getState().signIn(result.value.token);
      finish(AUTH_NOTICES.verified);
      return { sent: false };
    }
    return { sent: true };
  };
  const needsVerification = (login: LoginRequest) => {
    credentials.current = login;
    go('verify-email', login.email);
  };

  /**
   * "Email me a code": one step. The address typed in the login view gets its code at once and the
   * code field opens; without a usable address the login popup asks for one, starting from what was typed.
   */
  const emailCode = async (typed: string) => {
    const parsed = emailFormSchema.safeParse({ email: typed });
    if (!parsed.success || !SIMPLE_EMAIL_PATTERN.test(parsed.data.email)) {
      setAskEmail({ email: typed || email, error: null });
      showPopup('login-code');
      return;
    }
    const address = parsed.data.email;
    storage.set(STORAGE_KEYS.email, address);
    const result = await serverCall((api) => api.requestOtp({ emailAddress: address, purpose: 'login' }), { inDialog: true });
    if (result.ok) {
      setCodeEmail(address);
      showPopup('otp');
    } else {
      setAskEmail({ email: address, error: result.fields.emailAddress?.[0] ?? result.message });
      showPopup('login-code');
    }
  };

  const screen = popup ?? view;
  let content;
  switch (screen) {
    case 'login-code':
      content = (
        <LoginCodePopup
          defaultEmail={askEmail?.email || codeEmail || email}
          initialError={askEmail?.error}
          onRequested={(address) => {
            setCodeEmail(address);
            showPopup('otp');
          }}
          onBack={() => showPopup(null)}
        />
      );
      break;
    case 'otp':
      content = (
        <OtpPopup
          email={codeEmail}
          onSignedIn={() => finish()}
          onBack={() => {
            setAskEmail({ email: codeEmail, error: null });
            showPopup('login-code');
          }}
        />
      );
      break;
    case 'legacy':
      content = <LegacyPopup defaultEmail={email} onCancel={() => showPopup(null)} onNeedsVerification={needsVerification} />;
      break;
    case 'register':
      content = <RegisterView defaultEmail={email} onRegistered={needsVerification} onLogin={() => go('login')} />;
      break;
    case 'verify-email':
      content = (
        <VerifyEmailView
          email={email}
          password={credentials.current?.email === email ? credentials.current.password : undefined}
          onVerified={() => finish(AUTH_NOTICES.verified)}
          resendCode={credentials.current?.email === email ? resendVerificationCode : null}
          onLogin={() => go('login')}
        />
      );
      break;
    case 'password-reset':
      content = (
        <PasswordResetView
          defaultEmail={email}
          onReset={(address) => go('login', address, 'Your password has been changed. Log in with your new password.')}
          onLogin={() => go('login')}
        />
      );
      break;
    default:
      content = (
        <LoginView
          defaultEmail={email}
          notice={notice}
          onSignedIn={() => finish()}
          onNeedsVerification={needsVerification}
          onRegister={() => go('register')}
          onForgotPassword={(address) => go('password-reset', address || undefined)}
          onEmailCode={emailCode}
          onLegacy={() => showPopup('legacy')}
        />
      );
  }

  return (
    <Modal open={open} onOpenChange={(isOpen) => !isOpen && useSessionStore.getState().closeAuth()} title={TITLES[screen]}>
      {/* A fresh key per screen: each form starts clean and its first field is reachable at once. */}
      <div key={screen}>{content}</div>
    </Modal>
  );
}
