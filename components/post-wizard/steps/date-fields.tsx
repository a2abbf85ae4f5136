'use client';

import { useTranslations } from '#i18n';
import { useFormContext, useWatch } from 'react-hook-form';
import { earliestDay, isFutureDay } from '../wizard-dates';
import { WizardCheckbox, WizardDate } from '../wizard-fields';
import type { WizardValues } from '../wizard-values';
import styles from '../post-wizard.module.css';

/** Start and end day; a start after today means the promo has not started (not_started on). */
export default function DateFields() {
  const t = useTranslations('post.dates');
  const { setValue } = useFormContext<WizardValues>();
  const notStarted = useWatch<WizardValues, 'not_started'>({ name: 'not_started' });
  const min = earliestDay();
  return (
    <>
      <WizardCheckbox name="not_started" label={t('notStarted')} />
      <div className={styles.row}>
        <WizardDate
          name="started_at"
          label={notStarted ? t('startRequired') : t('start')}
          min={min}
          onDate={(date) => {
            if (date && isFutureDay(date)) setValue('not_started', true, { shouldDirty: true });
          }}
        />
        <WizardDate name="expired_at" label={t('end')} min={min} />
      </div>
    </>
  );
}
