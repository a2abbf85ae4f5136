'use client';

import { useTranslations } from '#i18n';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { uploadRegisterImage } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { isApiError } from '@/lib/api/errors';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@/lib/schemas/account-values';
import { toast } from '@/lib/stores/toasts';
import { FieldError } from './field-error';
import styles from './fields.module.css';

/** The server's limit, as the hint and the refusal say it. */
const MAX_MEGABYTES = AVATAR_MAX_BYTES / 1024 / 1024;
const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',') + ',image/png,image/jpeg';

/** What differs between the forms; the rest of the field's words are shared (the Forms messages). */
export type AvatarLabels = {
  legend: string;
  remove: string;
  /** The button while the upload runs (the button keeps its label when absent). */
  uploading?: string;
  /** The preview's alternative text (decorative when absent). */
  previewAlt?: string;
};

type AvatarFieldProps = {
  labels: AvatarLabels;
  /** What to show: the saved picture's URL or a local preview of a new upload. */
  preview: string | null;
  onPreview: (preview: string | null) => void;
  /** Shown in the empty circle (the settings page); '?' otherwise. */
  initials?: string;
  size?: 'small' | 'large';
};

/**
 * Profile picture (docs/product.md, Validation: png, jpg or jpeg), uploaded at once; the form's `avatar` holds the
 * stored path the registration or profile call sends (null: no picture).
 */
export function AvatarField({ labels, preview, onPreview, initials, size = 'small' }: AvatarFieldProps) {
  const t = useTranslations('Forms');
  const id = useId();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'avatar' });
  const value = typeof field.value === 'string' ? field.value : null;
  const error = fieldState.error?.message;
  const [busy, setBusy] = useState(false);
  const large = size === 'large' ? styles.large : '';

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function change(next: string | null, nextPreview: string | null) {
    field.onChange(next);
    onPreview(nextPreview);
    if (fieldState.error) clearErrors('avatar');
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
      toast.error(t('errors.avatarTitle'), t('errors.avatarType'));
      return;
    }
    // Refused before it travels: the server takes no more, and the whole file would go up first.
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t('errors.avatarTitle'), t('errors.avatarTooBig', { max: MAX_MEGABYTES }));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadRegisterImage(await loadBrowserApi(), file, file.name);
      change(uploaded.file, typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : uploaded.url);
    } catch (uploadError) {
      // docs/product.md, Errors: the first errors.file message, or a general one.
      const message = isApiError(uploadError) ? uploadError.fieldError('file') : undefined;
      toast.error(t('errors.avatarTitle'), message ?? t('errors.avatarGeneral'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {labels.legend}
      </span>
      <div className={`${styles.avatarRow} ${large}`}>
        <span className={`${styles.avatarPreview} ${large}`} aria-hidden={labels.previewAlt ? undefined : true}>
          {preview && value ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob preview or an API media URL, shown as is
            <img src={preview} alt={labels.previewAlt ?? ''} width={size === 'large' ? 80 : 64} height={size === 'large' ? 80 : 64} />
          ) : (
            <span aria-hidden="true">{initials || '?'}</span>
          )}
        </span>
        <div className={styles.avatarActions}>
          <label className={`button button--ghost ${styles.fileButton}`} aria-busy={busy}>
            <span id={`${id}-action`}>{busy && labels.uploading ? labels.uploading : value ? t('avatarChange') : t('avatarChoose')}</span>
            <input
              type="file"
              accept={ACCEPT}
              onChange={(event) => void choose(event)}
              className="visually-hidden"
              // Named by the field's label and the action ("Profielfoto, Foto kiezen"), described by the hint and the error.
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              aria-invalid={error ? true : undefined}
              disabled={busy}
            />
          </label>
          {value && (
            <button type="button" className={styles.removeButton} onClick={() => change(null, null)} disabled={busy}>
              {labels.remove}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('avatarHint', { max: MAX_MEGABYTES })}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
