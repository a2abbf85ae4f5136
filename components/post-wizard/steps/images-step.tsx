'use client';

import { useTranslations } from '#i18n';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import fieldStyles from '@/components/forms/fields.module.css';
import { CheckIcon } from '@/components/icons/check';
import { CloseIcon } from '@/components/icons/close';
import { ImageIcon } from '@/components/icons/image';
import { focusWhenDropped } from '@/components/ui/focus-when-dropped';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { getBrowserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { uploadPostImage } from '@/lib/api/posts';
import { POST_LIMITS } from '@/lib/schemas/post';
import { POST_IMAGE_MAX_BYTES } from '@/lib/schemas/upload';
import { toast } from '@/lib/stores/toasts';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImage, rotatedImage } from '../rotate-image';
import { useFieldError } from '../wizard-fields';
import type { WizardValues } from '../wizard-values';
import styles from '../post-wizard.module.css';

/** A picture not yet among the post's images: to turn and add, on its way up, or refused (with why, to retry). */
type PendingImage = {
  key: number;
  file: File;
  preview: string;
  turns: number;
  status: 'ready' | 'uploading' | 'failed';
  error?: string;
  /** The browser could not draw it (not a picture, whatever its name says): nothing to retry. */
  unreadable?: boolean;
};

let nextKey = 1;
/** The server's limit per picture, as the hint and the refusal say it. */
const MAX_MEGABYTES = POST_IMAGE_MAX_BYTES / 1024 / 1024;

/** Marks a chosen picture not yet added: the wizard does not leave the step while one is shown. */
export const UNADDED_IMAGE_ATTRIBUTE = 'data-unadded-image';

/**
 * Up to four pictures. A chosen (or pasted: at most three at once) picture is first shown for
 * turning; "add" uploads it as turned (POST /posts/upload-image) and it joins the post's images, marked
 * uploaded. Each picture says where it is (a status text): uploading, uploaded, or not uploaded with
 * the reason and a retry; a failed picture stays until it is retried or left out. With `skipRotation` (a few members,
 * POST_ROTATION_SKIP_USER_IDS) a chosen picture uploads at once, as it is.
 */
export default function ImagesStep({ skipRotation = false }: { skipRotation?: boolean }) {
  const t = useTranslations('post.images');
  const errorMessage = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { setValue, getValues, clearErrors } = useFormContext<WizardValues>();
  const images = useWatch<WizardValues, 'images'>({ name: 'images' });
  const error = useFieldError('images');
  const [pending, setPending] = useState<PendingImage[]>([]);
  const room = POST_LIMITS.images - images.length - pending.length;
  const previews = useRef(new Set<string>());
  const addedList = useRef<HTMLUListElement>(null);

  // A button that leaves the page with its picture (added, left out, removed): the focus goes on with the work.
  function keepFocus(on: 'lastAdded' | 'chooser') {
    focusWhenDropped(() => (on === 'lastAdded' ? addedList.current?.querySelector<HTMLButtonElement>('li:last-child button') : input.current));
  }

  // Previews still shown when the step goes are released with it.
  useEffect(() => {
    const open = previews.current;
    return () => open.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function update(key: number, change: Partial<PendingImage>) {
    setPending((list) => list.map((image) => (image.key === key ? { ...image, ...change } : image)));
  }

  function drop(key: number) {
    setPending((list) => {
      const gone = list.find((image) => image.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((image) => image.key !== key);
    });
  }

  async function upload(image: PendingImage) {
    update(image.key, { status: 'uploading' });
    try {
      const blob = await rotatedImage(image.file, image.turns);
      const uploaded = await uploadPostImage(getBrowserApi(), blob, image.file.name);
      // Out of the waiting list first: the form's own update can render on its own, and the picture
      // must never show as added and as waiting at once.
      drop(image.key);
      setValue('images', [...getValues('images'), { name: image.file.name, url: uploaded.url, path: uploaded.file, disk: uploaded.disk }], { shouldDirty: true });
      clearErrors('images');
      keepFocus('lastAdded');
    } catch (failure) {
      // A refused file says why in its field (`file`); the 422's own message is only "Validation Error".
      const reason = isApiError(failure) ? failure.fieldError('file') : undefined;
      update(image.key, { status: 'failed', error: reason ?? errorMessage(failure) });
    }
  }

  function addFiles(files: readonly File[], limit: number) {
    const images = files.filter(isAcceptedImage);
    if (images.length < files.length) toast.warning(t('wrongType'));
    // Refused before it travels: the server takes no more, and the whole file would go up first.
    const accepted = images.filter((file) => file.size <= POST_IMAGE_MAX_BYTES);
    if (accepted.length < images.length) toast.warning(t('tooBig', { max: MAX_MEGABYTES }));
    const taken = accepted.slice(0, Math.max(0, Math.min(limit, room)));
    if (taken.length < accepted.length) toast.warning(t('tooMany', { max: POST_LIMITS.images }));
    const added = taken.map((file) => ({ key: nextKey++, file, preview: URL.createObjectURL(file), turns: 0, status: 'ready' as const }));
    for (const image of added) previews.current.add(image.preview);
    setPending((list) => [...list, ...added]);
    if (skipRotation) for (const image of added) void upload(image);
  }

  // Pasting works anywhere while this step is shown, at most POST_LIMITS.paste pictures at once.
  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    addFiles(files, POST_LIMITS.paste);
  });
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event);
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, []);

  function removeUploaded(path: string) {
    setValue('images', getValues('images').filter((image) => image.path !== path), { shouldDirty: true });
  }

  return (
    <div className={fieldStyles.field}>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('hint', { max: POST_LIMITS.images, paste: POST_LIMITS.paste, size: MAX_MEGABYTES })}
      </p>
      {/* The browser's own file button speaks the browser's language: the label, in the page's, is the button. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        disabled={room <= 0}
        aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].join(' ').trim()}
        aria-invalid={error ? true : undefined}
        className={`visually-hidden ${styles.fileInput}`}
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []), POST_LIMITS.images);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className={`button button--ghost ${styles.fileButton}`}>
        <ImageIcon />
        {t('label')}
      </label>
      <p id={`${id}-count`} className={fieldStyles.hint} aria-live="polite">
        {t('count', { count: images.length, max: POST_LIMITS.images })}
      </p>
      {pending.length > 0 && (
        <ul className={styles.images} aria-label={t('toAdd')}>
          {pending.map((image, index) => (
            // One on its way up is not counted: it joins the post when it lands, whichever step is shown.
            <li key={image.key} className={styles.imageCard} {...(image.status === 'uploading' ? {} : { [UNADDED_IMAGE_ATTRIBUTE]: '' })}>
              <div className={styles.imageFrame}>
                {image.unreadable ? (
                  <ImageIcon size={40} />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob URL) that no image service can serve
                  <img
                    src={image.preview}
                    alt={t('previewAlt', { n: index + 1 })}
                    style={{ transform: `rotate(${image.turns * 90}deg)` }}
                    onError={() => update(image.key, { status: 'failed', error: t('unreadable'), unreadable: true })}
                  />
                )}
              </div>
              <p className={styles.imageStatus} data-state={image.status} role="status">
                {image.status === 'uploading' ? t('statusUploading') : image.status === 'failed' ? t('statusFailed', { reason: image.error ?? '' }) : null}
              </p>
              <div className={styles.imageActions}>
                {!skipRotation && image.status !== 'failed' && (
                  <>
                    <button type="button" className="button button--ghost" disabled={image.status === 'uploading'} onClick={() => update(image.key, { turns: image.turns + 3 })}>
                      {t('rotateLeft')}
                    </button>
                    <button type="button" className="button button--ghost" disabled={image.status === 'uploading'} onClick={() => update(image.key, { turns: image.turns + 1 })}>
                      {t('rotateRight')}
                    </button>
                  </>
                )}
                {!image.unreadable && (
                  <button type="button" className="button" disabled={image.status === 'uploading'} onClick={() => void upload(image)}>
                    {image.status === 'uploading' ? t('uploading') : image.status === 'failed' ? t('retry', { n: index + 1 }) : t('add')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={image.status === 'uploading'}
                  onClick={() => {
                    drop(image.key);
                    keepFocus('chooser');
                  }}
                >
                  {t('discard')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul ref={addedList} className={styles.images} aria-label={t('added')}>
          {images.map((image, index) => (
            <li key={image.path} className={styles.imageCard}>
              <div className={styles.imageFrame}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded file, shown small as it was stored */}
                <img src={image.url} alt={t('imageAlt', { n: index + 1 })} />
              </div>
              <p className={styles.imageStatus} data-state="done">
                <CheckIcon size={16} />
                {t('statusDone')}
              </p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  removeUploaded(image.path);
                  keepFocus('chooser');
                }}
              >
                <CloseIcon size={16} />
                {t('remove', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
