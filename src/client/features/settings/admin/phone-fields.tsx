import { useTranslation } from 'react-i18next';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '@client/components/ui/form-field';
import { RemovableRows } from './removable-rows';
import { type SettingsFieldsProps, settingsFieldId } from './settings-form-model';

const MAX_PHONES = 4;

/** The salon's phones, one to four; the first is the main one. */
export function PhoneFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  const phones = useFieldArray({ control, name: 'phones' });
  return (
    <RemovableRows
      rows={phones.fields}
      rowClassName="sm:grid-cols-[1fr_1fr_1fr_auto]"
      renderRow={(index) => (
        <>
          <TextField
            id={settingsFieldId(idPrefix, `phones.${index}.label`)}
            label={t('settings.phoneLabel')}
            required
            autoComplete="off"
            error={errors.phones?.[index]?.label?.message}
            {...register(`phones.${index}.label`)}
          />
          <TextField
            id={settingsFieldId(idPrefix, `phones.${index}.display`)}
            label={t('settings.phoneDisplay')}
            required
            type="tel"
            autoComplete="off"
            error={errors.phones?.[index]?.display?.message}
            {...register(`phones.${index}.display`)}
          />
          <TextField
            id={settingsFieldId(idPrefix, `phones.${index}.tel`)}
            label={t('settings.phoneTel')}
            required
            type="tel"
            placeholder="+441214960318"
            autoComplete="off"
            error={errors.phones?.[index]?.tel?.message}
            {...register(`phones.${index}.tel`)}
          />
        </>
      )}
      removeLabel={(index) => t('settings.removePhone', { number: index + 1 })}
      canRemove={phones.fields.length > 1}
      onRemove={phones.remove}
      errorId={settingsFieldId(idPrefix, 'phones')}
      error={errors.phones?.message}
      addLabel={t('settings.addPhone')}
      canAdd={phones.fields.length < MAX_PHONES}
      onAdd={() => phones.append({ label: '', display: '', tel: '' })}
    />
  );
}
