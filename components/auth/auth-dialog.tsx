'use client';

import { useTranslations } from '#i18n';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import { useAuthFlow } from './auth-flow-store';
import LoginStep from './login-step';
import ModalShell from './modal-shell';
import RegisterFlow from './register-flow';
import VerifyEmailPanel from './verify-email-panel';
import styles from './auth.module.css';

/** The auth dialog's tabs (docs/product.md, Routes); the three special ones are login prompts with their own text. */
export const AUTH_TABS = ['default', 'login', 'register', 'registered', 'verified', 'discount-code', 'folder_members', 'promo_voting'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
const PROMPT_TABS: readonly AuthTab[] = ['default', 'discount-code', 'folder_members', 'promo_voting'];

/** Message keys per tab (`folder_members` → `folderMembers`). */
const TAB_KEYS: Record<AuthTab, string> = {
  default: 'default',
  login: 'login',
  register: 'register',
  registered: 'registered',
  verified: 'verified',
  'discount-code': 'discountCode',
  folder_members: 'folderMembers',
  promo_voting: 'promoVoting',
};

function asTab(value: string | null): AuthTab {
  return (AUTH_TABS as readonly string[]).includes(value ?? '') ? (value as AuthTab) : 'default';
}

const auth = dialogActions('auth');

/**
 * The auth dialog: a prompt (default and special tabs), login, 4-step registration, the registered
 * and verified states. A back arrow returns to the previous tab; any navigation closes it.
 */
export default function AuthDialog() {
  const open = useDialog('auth').open;
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    auth.hide();
  }, [pathname]);

  // Mounted only while open, so the back-arrow history starts empty every time.
  return open ? <AuthDialogBody /> : null;
}

function AuthDialogBody() {
  const t = useTranslations('AuthDialog');
  const dialog = useDialog('auth');
  const router = useRouter();
  const verification = useAuthFlow((state) => state.verification);
  const social = useAuthFlow((state) => state.social);
  const setSocial = useAuthFlow((state) => state.setSocial);
  const [history, setHistory] = useState<AuthTab[]>([]);
  const tab = asTab(dialog.tab);

  const destination = dialog.destinationUrl;
  const go = (next: AuthTab) => {
    setHistory((previous) => [...previous, tab]);
    if (next === 'register' && tab !== 'login') setSocial(null);
    auth.show({ tab: next, ...(destination ? { destinationUrl: destination } : {}) });
  };
  const back = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory(history.slice(0, -1));
    auth.show({ tab: previous, ...(destination ? { destinationUrl: destination } : {}) });
  };
  const close = () => {
    setSocial(null);
    auth.hide();
  };
  const loggedIn = () => {
    auth.hide();
    const target = safeRedirectPath(destination);
    if (target) router.push(target);
  };
  const key = TAB_KEYS[tab];

  return (
    <ModalShell title={t(`${key}.title` as 'default.title')} onClose={close} zIndex={dialog.zIndex} onBack={history.length > 0 ? back : undefined} testId="auth-dialog">
      {PROMPT_TABS.includes(tab) && (
        <div className={styles.step}>
          <p className={styles.text}>{t(`${key}.text` as 'default.text')}</p>
          <div className={styles.promptActions}>
            <button type="button" className="button" onClick={() => go('login')} data-autofocus="">
              {t('login.action')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => go('register')}>
              {t('register.action')}
            </button>
          </div>
        </div>
      )}
      {tab === 'login' && (
        <>
          <LoginStep onLoggedIn={loggedIn} onRegister={() => go('register')} headingLevel={3} />
          <Toggle question={t('noAccount')} action={t('register.action')} onClick={() => go('register')} />
        </>
      )}
      {tab === 'register' && (
        <>
          <RegisterFlow key={social?.cacheId ?? 'email'} onRegistered={() => go('registered')} onLoggedIn={loggedIn} headingLevel={3} />
          <Toggle question={t('haveAccount')} action={t('login.action')} onClick={() => go('login')} />
        </>
      )}
      {tab === 'registered' && (
        <div className={styles.step}>
          <p className={styles.success} role="status">
            {t('registered.text')}
          </p>
          {verification && <VerifyEmailPanel verification={verification} onVerified={() => go('verified')} />}
        </div>
      )}
      {tab === 'verified' && (
        <div className={styles.step}>
          <p className={styles.success} role="status">
            {t('verified.text')}
          </p>
          <button type="button" className="button" onClick={() => go('login')} data-autofocus="">
            {t('login.action')}
          </button>
        </div>
      )}
    </ModalShell>
  );
}

function Toggle({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className={styles.toggle}>
      {question}{' '}
      <button type="button" className={styles.tag} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
