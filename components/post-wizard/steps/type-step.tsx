'use client';

import { useTranslations } from '#i18n';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PromoType } from '@/lib/api/feed';
import { useFieldError, WizardRadios } from '../wizard-fields';
import { findType, type WizardValues } from '../wizard-values';

/**
 * Type and subtype (GET /types). Choosing a type clears the subtype; a type without children is its
 * own subtype, so choosing it settles `type_id` at once.
 */
export default function TypeStep({ types }: { types: readonly PromoType[] }) {
  const t = useTranslations('post.type');
  const { setValue, clearErrors } = useFormContext<WizardValues>();
  const [type, typeId] = useWatch<WizardValues, ['type', 'type_id']>({ name: ['type', 'type_id'] });
  const error = useFieldError('type_id');
  const chosen = findType(types, type);

  function chooseType(id: number) {
    const next = findType(types, id);
    setValue('type', id, { shouldDirty: true });
    const own = next && next.children.length === 0 ? id : null;
    setValue('subtype', own, { shouldDirty: true });
    setValue('type_id', own, { shouldDirty: true });
    clearErrors('type_id');
  }

  function chooseSubtype(id: number) {
    setValue('subtype', id, { shouldDirty: true });
    setValue('type_id', id, { shouldDirty: true });
    clearErrors('type_id');
  }

  const hasChildren = Boolean(chosen && chosen.children.length > 0);
  return (
    <>
      <WizardRadios
        legend={t('type')}
        name="type"
        options={types.map((item) => ({ value: item.id, label: item.translation.title }))}
        value={type}
        onChoose={chooseType}
        error={hasChildren ? undefined : error}
      />
      {chosen && hasChildren && (
        <WizardRadios
          legend={t('subtype')}
          name="subtype"
          options={chosen.children.map((child) => ({ value: child.id, label: child.translation.title }))}
          value={typeId}
          onChoose={chooseSubtype}
          // The type is chosen: what is missing is which one precisely (the schema's message names the type).
          error={error && typeId === null ? t('subtypeMissing') : error}
        />
      )}
    </>
  );
}
