import { useTranslation } from 'react-i18next';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '@client/components/ui/form-field';
import { RemovableRows } from './removable-rows';
import { type SettingsFieldsProps, settingsFieldId } from './settings-form-model';

const MAX_SOCIAL = 6;

/** The salon's social networks, none to six. */
export function SocialFields({ idPrefix, form }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  const social = useFieldArray({ control, name: 'social' });
  return (
    <RemovableRows
      rows={social.fields}
      rowClassName="sm:grid-cols-[1fr_2fr_auto] lg:grid-cols-[1fr_3fr_auto]"
      renderRow={(index) => (
        <>
          <TextField
            id={settingsFieldId(idPrefix, `social.${index}.name`)}
            label={t('settings.network')}
            required
            placeholder="Instagram"
            autoComplete="off"
            error={errors.social?.[index]?.name?.message}
            {...register(`social.${index}.name`)}
          />
          <TextField
            id={settingsFieldId(idPrefix, `social.${index}.url`)}
            label={t('settings.url')}
            required
            type="url"
            placeholder="https://"
            autoComplete="off"
            error={errors.social?.[index]?.url?.message}
            {...register(`social.${index}.url`)}
          />
        </>
      )}
      removeLabel={(index) => t('settings.removeSocial', { number: index + 1 })}
      canRemove
      onRemove={social.remove}
      errorId={settingsFieldId(idPrefix, 'social')}
      error={errors.social?.message}
      addLabel={t('settings.addSocial')}
      canAdd={social.fields.length < MAX_SOCIAL}
      onAdd={() => social.append({ name: '', url: '' })}
    />
  );
}
