'use client';

import { useTranslations } from '#i18n';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import fieldStyles from '@/components/forms/fields.module.css';
import { POST_LIMITS } from '@/lib/schemas/post';
import WebshopField from '../webshop-field';
import { WizardCheckbox, WizardRadio, WizardRadios, WizardText } from '../wizard-fields';
import { chooseExclusiveOption, type ExclusiveOption, type WizardValues } from '../wizard-values';
import DateFields from './date-fields';
import styles from '../post-wizard.module.css';

/**
 * The optional content of a report and the other default-kind types (coins when filled in, for the types
 * whose bonus offers them: reports, wizard-bonus.ts): a price, a discount or another kind of
 * promo (a radio group: one of the three or none, choosing one clears the others' fields), the webshop,
 * the dates and shipping.
 */
export default function DetailsStep({ optionalBonus }: { optionalBonus: number | null }) {
  const t = useTranslations('post.details');
  const { setValue, clearErrors } = useFormContext<WizardValues>();
  const [onlyPrice, onlyDiscount, onlyAnother, freeShipping] = useWatch<WizardValues, ['only_price', 'only_discount', 'only_another_type', 'free_shipping']>({
    name: ['only_price', 'only_discount', 'only_another_type', 'free_shipping'],
  });
  const discountType = useController<WizardValues, 'discount_type'>({ name: 'discount_type' }).field;
  const group = useId();
  const none = !onlyPrice && !onlyDiscount && !onlyAnother;

  /** `null` is "none of these": every option off, their fields cleared. */
  function choose(option: ExclusiveOption | null) {
    return () => {
      for (const [name, value] of Object.entries(chooseExclusiveOption(option ?? 'only_price', option !== null))) {
        setValue(name as keyof WizardValues, value as never, { shouldDirty: true });
      }
      clearErrors(['old_price', 'new_price', 'discount_value', 'another_type']);
    };
  }

  return (
    <>
      {optionalBonus !== null && optionalBonus > 0 && <p className={styles.bonusHint}>{t('bonus', { coins: optionalBonus })}</p>}
      <fieldset className={styles.fieldset}>
        <legend className={fieldStyles.label}>{t('options')}</legend>
        <WizardRadio group={group} label={t('onlyPrice')} checked={onlyPrice} onChoose={choose('only_price')} />
        {onlyPrice && (
          <div className={styles.row}>
            <WizardText name="old_price" label={t('oldPrice')} inputMode="decimal" />
            <WizardText name="new_price" label={t('newPrice')} inputMode="decimal" />
          </div>
        )}
        <WizardRadio group={group} label={t('onlyDiscount')} checked={onlyDiscount} onChoose={choose('only_discount')} />
        {onlyDiscount && (
          <>
            <WizardRadios
              legend={t('discountType')}
              name="discount_type"
              options={[
                { value: 'percent', label: t('percent') },
                { value: 'euro', label: t('euro') },
              ]}
              value={discountType.value}
              onChoose={(value) => discountType.onChange(value)}
            />
            <WizardText name="discount_value" label={t('discountValue')} inputMode="decimal" />
          </>
        )}
        <WizardRadio group={group} label={t('onlyAnother')} checked={onlyAnother} onChoose={choose('only_another_type')} />
        {onlyAnother && (
          <WizardText
            name="another_type"
            label={t('anotherType')}
            hint={t('anotherTypeHint', { max: POST_LIMITS.anotherType })}
            maxLength={POST_LIMITS.anotherType}
            transform={(text) => text.slice(0, POST_LIMITS.anotherType)}
          />
        )}
        <WizardRadio group={group} label={t('onlyNone')} checked={none} onChoose={choose(null)} />
      </fieldset>
      <WebshopField />
      <DateFields />
      <WizardCheckbox name="free_shipping" label={t('freeShipping')} />
      {!freeShipping && <WizardText name="shipping_number" label={t('shipping')} inputMode="decimal" />}
    </>
  );
}
