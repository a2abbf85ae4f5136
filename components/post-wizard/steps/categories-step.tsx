'use client';

import { useTranslations } from '#i18n';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import fieldStyles from '@/components/forms/fields.module.css';
import type { Category } from '@/lib/api/catalogue';
import { POST_LIMITS } from '@/lib/schemas/post';
import { useFieldError } from '../wizard-fields';
import { toggleCategory, type WizardValues } from '../wizard-values';
import styles from '../post-wizard.module.css';

/** Up to two categories; ticking a third drops the one ticked first. */
export default function CategoriesStep({ categories }: { categories: readonly Category[] }) {
  const t = useTranslations('post.categories');
  const id = useId();
  const { clearErrors } = useFormContext<WizardValues>();
  const { field } = useController<WizardValues, 'categories'>({ name: 'categories' });
  const error = useFieldError('categories');
  const selected = field.value;
  return (
    <fieldset className={styles.fieldset} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}>
      <legend className={fieldStyles.label}>{t('legend')}</legend>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('hint', { max: POST_LIMITS.categories })}
      </p>
      <div className={`${styles.choices} ${styles.columns}`}>
        {categories.map((category) => (
          <label key={category.id} className={styles.choice}>
            <input
              type="checkbox"
              checked={selected.includes(category.id)}
              onChange={() => {
                field.onChange(toggleCategory(selected, category.id, POST_LIMITS.categories));
                clearErrors('categories');
              }}
            />
            <span>{category.translation.title}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
