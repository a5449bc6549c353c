import { useTranslation } from 'react-i18next';
import type { ServiceFieldsProps } from './service-form-model';

/** The service's switches: "from" price, online booking, adults only. */
export function ServiceOptionsFields({ form }: Pick<ServiceFieldsProps, 'form'>) {
  const { register } = form;
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="sr-only">{t('catalogue.serviceForm.options')}</legend>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('priceIsFrom')} />
        {t('catalogue.serviceForm.priceIsFrom')}
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('bookable')} />
        {t('catalogue.serviceForm.bookable')}
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('adultsOnly')} />
        {t('catalogue.serviceForm.adultsOnly')}
      </label>
    </fieldset>
  );
}
