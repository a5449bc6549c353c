import { useWatch } from 'react-hook-form';
import { DEPOSIT_CHOICES, type DepositChoice } from '@shared/schemas/admin-catalogue';
import { FormField, TextField } from '@client/components/ui/form-field';
import { type ServiceFieldsProps, selectProps } from './service-form-model';

const DEPOSIT_LABELS: Record<DepositChoice, string> = {
  none: 'Sem sinal',
  fixed: 'Valor fixo (£)',
  percent: 'Percentagem do preço (%)',
};

/** The deposit taken when the service is booked online: none, a fixed sum or a percentage. */
export function ServiceDepositFields(props: ServiceFieldsProps) {
  const { ids, form } = props;
  const { register, control, formState } = form;
  const { errors } = formState;
  const depositKind = useWatch({ control, name: 'depositKind' });
  return (
    <>
      <FormField id={ids.depositKind} label="Sinal" error={errors.depositKind?.message}>
        <select {...selectProps(props, 'depositKind')}>
          {DEPOSIT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {DEPOSIT_LABELS[choice]}
            </option>
          ))}
        </select>
      </FormField>
      {depositKind === 'fixed' || depositKind === 'percent' ? (
        <TextField
          id={ids.depositValue}
          label={depositKind === 'fixed' ? 'Valor do sinal (£)' : 'Percentagem do sinal (%)'}
          required
          error={errors.depositValue?.message}
          inputMode={depositKind === 'fixed' ? 'decimal' : 'numeric'}
          placeholder={depositKind === 'fixed' ? '50.00' : '25'}
          autoComplete="off"
          {...register('depositValue')}
        />
      ) : (
        <p className="self-end pb-3 text-xs text-taupe">
          Com sinal, a cliente paga parte do preço ao agendar online.
        </p>
      )}
    </>
  );
}
