import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/ui/form-field';
import { type SettingsFieldsProps, settingsFieldId } from './settings-form-model';

/** The salon's name, e-mail and WhatsApp numbers. */
export function SalonFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        id={settingsFieldId(idPrefix, 'name')}
        label={t('settings.name')}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={settingsFieldId(idPrefix, 'email')}
        label={t('settings.email')}
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={settingsFieldId(idPrefix, 'whatsapp.main')}
          label={t('settings.whatsappMain')}
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.whatsapp?.main?.message}
          {...register('whatsapp.main')}
        />
        <TextField
          id={settingsFieldId(idPrefix, 'whatsapp.quotes')}
          label={t('settings.whatsappQuotes')}
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.whatsapp?.quotes?.message}
          {...register('whatsapp.quotes')}
        />
      </div>
      <p className="-mt-2 text-sm text-taupe">{t('settings.whatsappHint')}</p>
      {/* The till's receipts show it with their VAT breakdown (issue 34); empty: not registered. */}
      <TextField
        id={settingsFieldId(idPrefix, 'vatNumber')}
        label={t('settings.vatNumber')}
        autoComplete="off"
        placeholder="GB123456789"
        error={errors.vatNumber?.message}
        {...register('vatNumber')}
      />
      <p className="-mt-2 text-sm text-taupe">{t('settings.vatNumberHint')}</p>
    </>
  );
}
