'use client';

import { useLocale } from '#i18n';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { usePublicConfig } from '@/components/providers/app-providers';

type TokenGetter = (action: string) => Promise<string | null>;

const RecaptchaContext = createContext<TokenGetter>(async () => null);

function Bridge({ children }: { children: ReactNode }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  const getToken = useMemo<TokenGetter>(
    () => async (action) => {
      // The script may still be loading; the server then answers with the reCAPTCHA error.
      if (!executeRecaptcha) return null;
      try {
        return await executeRecaptcha(action);
      } catch {
        return null;
      }
    },
    [executeRecaptcha],
  );
  return <RecaptchaContext.Provider value={getToken}>{children}</RecaptchaContext.Provider>;
}

/**
 * reCAPTCHA v3 (docs/product.md, API: site key from configuration, language hint, the recaptcha.net host).
 * Without a site key nothing loads and tokens are null.
 */
export function RecaptchaBoundary({ children }: { children: ReactNode }) {
  const { recaptchaSiteKey } = usePublicConfig();
  const locale = useLocale();
  if (!recaptchaSiteKey) return <>{children}</>;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={recaptchaSiteKey} language={locale} useRecaptchaNet scriptProps={{ async: true, defer: true }}>
      <Bridge>{children}</Bridge>
    </GoogleReCaptchaProvider>
  );
}

export function useRecaptchaToken(): TokenGetter {
  return useContext(RecaptchaContext);
}
