import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/ui/form-field';
import { type SettingsFieldsProps, settingsFieldId } from './settings-form-model';

/** The salon's address, as the site, the e-mails and the calendar invitation write it. */
export function AddressFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        id={settingsFieldId(idPrefix, 'address.street')}
        label={t('settings.street')}
        required
        autoComplete="off"
        error={errors.address?.street?.message}
        {...register('address.street')}
      />
      <TextField
        id={settingsFieldId(idPrefix, 'address.locality')}
        label={t('settings.locality')}
        autoComplete="off"
        error={errors.address?.locality?.message}
        {...register('address.locality')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={settingsFieldId(idPrefix, 'address.city')}
          label={t('settings.city')}
          required
          autoComplete="off"
          error={errors.address?.city?.message}
          {...register('address.city')}
        />
        <TextField
          id={settingsFieldId(idPrefix, 'address.postcode')}
          label={t('settings.postcode')}
          required
          autoComplete="off"
          className="[&_input]:uppercase"
          error={errors.address?.postcode?.message}
          {...register('address.postcode')}
        />
      </div>
    </>
  );
}
