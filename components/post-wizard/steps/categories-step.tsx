'use client';

import { useTranslations } from '#i18n';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import fieldStyles from '@/components/forms/fields.module.css';
import type { Category } from '@/lib/api/catalogue';
import { POST_LIMITS } from '@/lib/schemas/post';
import { useFieldError } from '../wizard-fields';
import { toggleCategory, type WizardValues } from '../wizard-values';
import styles from '../post-wizard.module.css';

/** Up to two categories; ticking a third drops the one ticked first, which is announced. */
export default function CategoriesStep({ categories }: { categories: readonly Category[] }) {
  const t = useTranslations('post.categories');
  const id = useId();
  const { clearErrors } = useFormContext<WizardValues>();
  const { field } = useController<WizardValues, 'categories'>({ name: 'categories' });
  const error = useFieldError('categories');
  const selected = field.value;
  // What a screen reader hears when a tick silently unticked another category.
  const [dropped, setDropped] = useState('');

  function toggle(categoryId: number) {
    const next = toggleCategory(selected, categoryId, POST_LIMITS.categories);
    const gone = selected.find((value) => value !== categoryId && !next.includes(value));
    const title = categories.find((category) => category.id === gone)?.translation.title;
    setDropped(title === undefined ? '' : t('dropped', { title, max: POST_LIMITS.categories }));
    field.onChange(next);
    clearErrors('categories');
  }

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
      data-invalid={error ? '' : undefined}
    >
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
              onChange={() => toggle(category.id)}
            />
            <span>{category.translation.title}</span>
          </label>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {dropped}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
