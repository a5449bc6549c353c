import { MAX_BUFFER_MINUTES } from '@shared/diary';
import { useTranslation } from 'react-i18next';
import {
  MAX_DURATION_MINUTES,
  MAX_REBOOK_AFTER_DAYS,
  MIN_DURATION_MINUTES,
} from '@shared/schemas/admin-catalogue';
import {
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import type { ServiceFieldsProps } from './service-form-model';

/** How long the service takes, what it costs and the pause the professional keeps after it. */
export function ServicePriceFields({ ids, form }: ServiceFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={ids.durationMinutes}
        label={t('catalogue.serviceForm.duration')}
        required
        error={errors.durationMinutes?.message}
        type="number"
        inputMode="numeric"
        min={MIN_DURATION_MINUTES}
        max={MAX_DURATION_MINUTES}
        step={5}
        {...register('durationMinutes')}
      />
      <div className="hidden sm:block" />
      <TextField
        id={ids.price}
        label={t('catalogue.serviceForm.price')}
        required
        error={errors.price?.message}
        inputMode="decimal"
        placeholder="25.00"
        autoComplete="off"
        {...register('price')}
      />
      <FormField
        id={ids.priceMax}
        label={t('catalogue.serviceForm.priceMax')}
        optional
        optionalLabel={t('catalogue.serviceForm.optional')}
        error={errors.priceMax?.message}
      >
        <input
          id={ids.priceMax}
          inputMode="decimal"
          placeholder={t('catalogue.serviceForm.priceMaxPlaceholder')}
          autoComplete="off"
          className={fieldControlClass}
          {...fieldA11y(ids.priceMax, errors.priceMax?.message)}
          {...register('priceMax')}
        />
      </FormField>
      <TextField
        id={ids.bufferMinutes}
        label={t('catalogue.serviceForm.buffer')}
        error={errors.bufferMinutes?.message}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_BUFFER_MINUTES}
        step={5}
        {...register('bufferMinutes')}
      />
      <p className="self-end pb-3 text-xs text-taupe">{t('catalogue.serviceForm.bufferHint')}</p>
      <TextField
        id={ids.rebookAfterDays}
        label={t('catalogue.serviceForm.rebookAfterDays')}
        optional
        optionalLabel={t('catalogue.serviceForm.optional')}
        error={errors.rebookAfterDays?.message}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_REBOOK_AFTER_DAYS}
        {...register('rebookAfterDays')}
      />
      <p className="self-end pb-3 text-xs text-taupe">
        {t('catalogue.serviceForm.rebookAfterDaysHint')}
      </p>
    </>
  );
}
