import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_CHOICES } from '@shared/schemas/admin-catalogue';
import { FormField, TextField } from '@client/components/ui/form-field';
import { type ServiceFieldsProps, selectProps } from './service-form-model';

/** The deposit taken when the service is booked online: none, a fixed sum or a percentage. */
export function ServiceDepositFields(props: ServiceFieldsProps) {
  const { ids, form } = props;
  const { register, control, formState } = form;
  const { errors } = formState;
  const { t } = useTranslation();
  const depositKind = useWatch({ control, name: 'depositKind' });
  return (
    <>
      <FormField
        id={ids.depositKind}
        label={t('catalogue.serviceForm.deposit')}
        error={errors.depositKind?.message}
      >
        <select {...selectProps(props, 'depositKind')}>
          {DEPOSIT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`catalogue.serviceForm.depositKinds.${choice}`)}
            </option>
          ))}
        </select>
      </FormField>
      {depositKind === 'fixed' || depositKind === 'percent' ? (
        <TextField
          id={ids.depositValue}
          label={t(
            depositKind === 'fixed'
              ? 'catalogue.serviceForm.depositFixed'
              : 'catalogue.serviceForm.depositPercent',
          )}
          required
          error={errors.depositValue?.message}
          inputMode={depositKind === 'fixed' ? 'decimal' : 'numeric'}
          placeholder={depositKind === 'fixed' ? '50.00' : '25'}
          autoComplete="off"
          {...register('depositValue')}
        />
      ) : (
        <p className="self-end pb-3 text-xs text-taupe">{t('catalogue.serviceForm.depositHint')}</p>
      )}
    </>
  );
}
