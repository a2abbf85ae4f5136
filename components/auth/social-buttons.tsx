'use client';

import FacebookLogin from '@greatsumini/react-facebook-login';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useLocale, useTranslations } from '#i18n';
import AppleSignin from 'react-apple-signin-auth';
import type { SocialCredentials } from '@/lib/api/account';
import { usePublicConfig } from '@/components/providers/app-providers';
import styles from './auth.module.css';

type AppleResponse = {
  authorization?: { id_token?: string; code?: string; state?: string };
  user?: { name?: { firstName?: string; lastName?: string }; email?: string };
};

export type SocialButtonsProps = {
  google: boolean;
  facebook: boolean;
  apple: boolean;
  busy: boolean;
  onCredentials: (credentials: SocialCredentials) => void;
  onProviderError: () => void;
};

/**
 * The three social sign-in buttons (docs/product.md, Routes). Each renders only when the API
 * reports the provider configured AND the browser has its public client id.
 */
export default function SocialButtons({ google, facebook, apple, busy, onCredentials, onProviderError }: SocialButtonsProps) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const config = usePublicConfig();
  const showGoogle = google && config.googleClientId;
  const showFacebook = facebook && config.facebookAppId;
  const showApple = apple && config.appleClientId;
  if (!showGoogle && !showFacebook && !showApple) return null;

  return (
    <div className={styles.social} aria-busy={busy}>
      {showGoogle && config.googleClientId && (
        <GoogleOAuthProvider clientId={config.googleClientId} locale={locale}>
          <div className={styles.googleButton}>
            <GoogleLogin
              onSuccess={(response) => (response.credential ? onCredentials({ provider: 'google', googleAuthToken: response.credential }) : onProviderError())}
              onError={onProviderError}
              text="continue_with"
              shape="pill"
              width={320}
            />
          </div>
        </GoogleOAuthProvider>
      )}
      {showFacebook && config.facebookAppId && (
        <FacebookLogin
          appId={config.facebookAppId}
          language={locale === 'fr' ? 'fr_FR' : 'nl_BE'}
          initParams={{ version: 'v21.0' }}
          onSuccess={(response) => onCredentials({ provider: 'facebook', access_token: response.accessToken })}
          onFail={(failure) => {
            // Closing the popup is not an error worth a toast.
            if (failure.status !== 'loginCancelled') onProviderError();
          }}
          render={({ onClick }) => (
            <button type="button" className={`${styles.socialButton} ${styles.facebook}`} onClick={onClick} disabled={busy}>
              <span aria-hidden="true" className={styles.socialLogo}>
                f
              </span>
              {t('continueWith', { provider: 'Facebook' })}
            </button>
          )}
        />
      )}
      {showApple && config.appleClientId && (
        <AppleSignin
          authOptions={{
            clientId: config.appleClientId,
            scope: 'name email',
            redirectURI: typeof location === 'undefined' ? '' : `${location.origin}/`,
            usePopup: true,
          }}
          uiType="dark"
          noDefaultStyle
          className={`${styles.socialButton} ${styles.apple}`}
          buttonExtraChildren={t('continueWith', { provider: 'Apple' })}
          onSuccess={(response: AppleResponse) => {
            const idToken = response.authorization?.id_token;
            if (!idToken) return onProviderError();
            onCredentials({
              provider: 'apple',
              authorization: { id_token: idToken, ...(response.authorization?.code ? { code: response.authorization.code } : {}) },
              ...(response.user ? { user: response.user } : {}),
            });
          }}
          onError={onProviderError}
        />
      )}
    </div>
  );
}
