'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FieldError } from '@/components/auth/form-fields';
import { uploadRegisterImage } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { isApiError } from '@/lib/api/errors';
import { AVATAR_EXTENSIONS } from '@/lib/schemas/account-values';
import { toast } from '@/lib/stores/toasts';
import authStyles from '@/components/auth/auth.module.css';
import styles from './account.module.css';

const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',') + ',image/png,image/jpeg';

type AvatarPickerProps = {
  /** The stored path to send as `avatar` (null: no picture). */
  value: string | null;
  /** What to show: the saved picture's URL, or a local preview of a new upload. */
  preview: string | null;
  initials: string;
  onChange: (value: string | null, preview: string | null) => void;
  error: string | undefined;
};

/** Profile picture: png, jpg or jpeg (docs/product.md, Validation), uploaded at once, previewed, saved with the profile. */
export default function AvatarPicker({ value, preview, initials, onChange, error }: AvatarPickerProps) {
  const t = useTranslations('Settings.profile');
  const tErrors = useTranslations('Settings.errors');
  const id = useId();
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
      toast.error(tErrors('avatarTitle'), tErrors('avatarType'));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadRegisterImage(await loadBrowserApi(), file, file.name);
      onChange(uploaded.file, typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : uploaded.url);
    } catch (uploadError) {
      // docs/product.md, Errors: the first errors.file message, or a general one.
      const message = isApiError(uploadError) ? uploadError.fieldError('file') : undefined;
      toast.error(tErrors('avatarTitle'), message ?? tErrors('avatarGeneral'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={authStyles.field}>
      <span className={authStyles.label} id={`${id}-label`}>
        {t('avatar')}
      </span>
      <div className={styles.avatarRow}>
        <span className={styles.avatarPreview}>
          {preview && value ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob preview or an API media URL, shown as is
            <img src={preview} alt={t('avatarPreview')} width={80} height={80} />
          ) : (
            <span aria-hidden="true">{initials || '?'}</span>
          )}
        </span>
        <div className={styles.avatarActions}>
          <label className={`button button--ghost ${authStyles.fileButton}`} aria-busy={busy}>
            {busy ? t('avatarUploading') : value ? t('avatarChange') : t('avatarChoose')}
            <input
              type="file"
              accept={ACCEPT}
              onChange={(event) => void choose(event)}
              className="visually-hidden"
              aria-describedby={`${id}-hint`}
              disabled={busy}
            />
          </label>
          {value && (
            <button type="button" className={authStyles.linkButton} onClick={() => onChange(null, null)} disabled={busy}>
              {t('avatarRemove')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className={authStyles.hint}>
        {t('avatarHint')}
      </p>
      <FieldError message={error} />
    </div>
  );
}
