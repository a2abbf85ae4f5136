'use client';

import { useTranslations } from '#i18n';
import { useController } from 'react-hook-form';
import WebshopField from '../webshop-field';
import { WizardRadios, WizardText } from '../wizard-fields';
import type { WizardValues } from '../wizard-values';
import DateFields from './date-fields';

/** A discount post: its code, the discount, the webshop and until when (code, webshop and end are required). */
export default function DiscountStep() {
  const t = useTranslations('post.discount');
  const { field } = useController<WizardValues, 'discount_type'>({ name: 'discount_type' });
  return (
    <>
      <WizardText name="discount_code" label={t('code')} autoComplete="off" />
      <WizardRadios
        legend={t('type')}
        name="discount_type"
        options={[
          { value: 'percent', label: t('percent') },
          { value: 'euro', label: t('euro') },
        ]}
        value={field.value}
        onChoose={(value) => field.onChange(value)}
      />
      <WizardText name="discount_value" label={t('value')} inputMode="decimal" />
      <WebshopField />
      <DateFields />
    </>
  );
}
