'use client';

import { useTranslations } from '#i18n';
import { useFormContext, useWatch } from 'react-hook-form';
import { earliestDay, notStartedFor } from '../wizard-dates';
import { WizardCheckbox, WizardDate } from '../wizard-fields';
import type { WizardValues } from '../wizard-values';
import styles from '../post-wizard.module.css';

/**
 * Start and end day; a start after today means the promo has not started (not_started on). That tick
 * follows the start day until the member sets or clears the box themselves (docs/post-wizard.md, Steps).
 */
export default function DateFields() {
  const t = useTranslations('post.dates');
  const { getValues, setValue } = useFormContext<WizardValues>();
  const notStarted = useWatch<WizardValues, 'not_started'>({ name: 'not_started' });
  const min = earliestDay();
  return (
    <>
      <WizardCheckbox
        name="not_started"
        label={t('notStarted')}
        onToggle={() => setValue('not_started_auto', false, { shouldDirty: true })}
      />
      <div className={styles.row}>
        <WizardDate
          name="started_at"
          label={notStarted ? t('startRequired') : t('start')}
          min={min}
          onDate={(date) => {
            const [current, auto] = getValues(['not_started', 'not_started_auto']);
            const tick = notStartedFor({ not_started: current, not_started_auto: auto }, date);
            if (tick.not_started_auto !== auto) setValue('not_started_auto', tick.not_started_auto, { shouldDirty: true });
            if (tick.not_started !== current) setValue('not_started', tick.not_started, { shouldDirty: true });
          }}
        />
        <WizardDate name="expired_at" label={t('end')} min={min} />
      </div>
    </>
  );
}
