import { TextField } from '@client/components/ui/form-field';
import { type SettingsFieldsProps, settingsFieldId } from './settings-form-model';

/** The salon's name, e-mail and WhatsApp numbers. */
export function SalonFields({ idPrefix, form }: SettingsFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        id={settingsFieldId(idPrefix, 'name')}
        label="Nome do salão"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={settingsFieldId(idPrefix, 'email')}
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={settingsFieldId(idPrefix, 'whatsapp.main')}
          label="WhatsApp principal"
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.whatsapp?.main?.message}
          {...register('whatsapp.main')}
        />
        <TextField
          id={settingsFieldId(idPrefix, 'whatsapp.quotes')}
          label="WhatsApp de orçamentos"
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.whatsapp?.quotes?.message}
          {...register('whatsapp.quotes')}
        />
      </div>
      <p className="-mt-2 text-sm text-taupe">
        Os números de WhatsApp vão só com dígitos e o indicativo do país, como 447700900123.
      </p>
    </>
  );
}
