'use client';

import { useTranslations } from '#i18n';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { AvatarField } from '@/components/forms/avatar-field';
import { BirthdayField, birthdayParts, type BirthdayParts } from '@/components/forms/birthday-field';
import { GenderField } from '@/components/forms/gender-field';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { showServerFailure } from '@/components/forms/server-failure';
import { FormTextField, TextField } from '@/components/forms/text-field';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useAccountSchemas } from '@/components/forms/use-account-schemas';
import { updateMe, type AccountUser, type ProfilePayload } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import authStyles from '@/components/auth/auth.module.css';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from './account.module.css';

export type ProfileValues = BirthdayParts & {
  fname: string;
  lname: string;
  gender: '' | '0' | '1';
  postal_code: string;
  avatar: string | null;
};

const FIELDS = ['fname', 'lname', 'gender', 'birthday', 'postal_code', 'avatar'] as const;

export function profileValues(user: AccountUser): ProfileValues {
  return {
    fname: user.fname,
    lname: user.lname,
    gender: user.gender === null ? '' : (String(user.gender) as '0' | '1'),
    ...birthdayParts(user.birthday),
    postal_code: user.postal_code ?? '',
    avatar: user.avatar,
  };
}

/** YYYY-MM-DD, null when all three are empty; a half-filled date stays invalid so the schema says so. */
function birthdayOf(values: ProfileValues): string | null {
  if (!values.day && !values.month && !values.year) return null;
  return `${values.year || '0000'}-${(values.month || '0').padStart(2, '0')}-${(values.day || '0').padStart(2, '0')}`;
}

/** PUT /me takes only what changed (docs/product.md, API). */
export function profileChanges(values: ProfileValues, saved: ProfileValues): ProfilePayload {
  const changes: ProfilePayload = {};
  if (values.fname !== saved.fname) changes.fname = values.fname;
  if (values.lname !== saved.lname) changes.lname = values.lname;
  if (values.gender !== saved.gender) changes.gender = values.gender === '' ? null : values.gender;
  const birthday = birthdayOf(values);
  if (birthday !== birthdayOf(saved)) changes.birthday = birthday;
  if (values.postal_code.trim() !== saved.postal_code) changes.postal_code = values.postal_code.trim() || null;
  if (values.avatar !== saved.avatar) changes.avatar = values.avatar;
  return changes;
}

/** Settings → profile: picture, names, gender, birthday and postal code. */
export default function ProfileForm({ user }: { user: AccountUser }) {
  const t = useTranslations('Settings');
  const tForms = useTranslations('Forms');
  const schemas = useAccountSchemas();
  const setUser = useSession((state) => state.setUser);
  const [saved, setSaved] = useState(() => profileValues(user));
  const [preview, setPreview] = useState<string | null>(user.avatar_url);
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues: saved,
    resolver: payloadResolver(schemas.profile, (values: ProfileValues) => profileChanges(values, saved)),
  });
  const busy = form.formState.isSubmitting;

  async function submit() {
    const changes = profileChanges(form.getValues(), saved);
    try {
      if (Object.keys(changes).length > 0) {
        const updated = await updateMe(await loadBrowserApi(), changes);
        setUser(updated);
        const next = profileValues(updated);
        setSaved(next);
        form.reset(next);
        if (!changes.avatar) setPreview(updated.avatar_url);
      }
      toast.success(t('savedTitle'), t('profile.saved'));
    } catch (error) {
      showServerFailure(error, FIELDS, showErrors, { title: t('errors.title'), general: tForms('errors.general') });
    }
  }

  const [fname = '', lname = ''] = form.watch(['fname', 'lname']);
  const initials = `${fname.charAt(0)}${lname.charAt(0)}`.toUpperCase();
  return (
    <section className={styles.card} aria-labelledby="settings-profile">
      <h2 id="settings-profile" className={styles.cardTitle}>
        {t('profile.title')}
      </h2>
      <FormProvider {...form}>
        <form ref={formRef} className={authStyles.form} onSubmit={submitWith(submit)} noValidate aria-labelledby="settings-profile">
          <AvatarField
            size="large"
            preview={preview}
            onPreview={setPreview}
            initials={initials}
            labels={{
              legend: t('profile.avatar'),
              remove: t('profile.avatarRemove'),
              uploading: t('profile.avatarUploading'),
              previewAlt: t('profile.avatarPreview'),
            }}
          />
          <TextField label={tForms('email')} name="email" type="email" value={user.email} onValue={() => undefined} readOnly hint={t('profile.emailHint')} />
          <div className={fieldStyles.row}>
            <FormTextField label={tForms('fname')} name="fname" autoComplete="given-name" required />
            <FormTextField label={tForms('lname')} name="lname" autoComplete="family-name" required />
          </div>
          <GenderField />
          <BirthdayField
            className={styles.birthday}
          />
          <FormTextField
            label={tForms('postalCode')}
            name="postal_code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={4}
            className={styles.short}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {t('profile.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
