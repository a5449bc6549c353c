import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRICE_SECTIONS, SERVICE_CATEGORIES } from '@shared/catalogue';
import { bookingPath } from '@shared/routes';
import { slugify } from '@shared/slug';
import {
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { type ServiceFieldsProps, selectProps } from './service-form-model';

/** What the service is: its name (and the booking link it gives), description, category, section. */
export function ServiceDescriptionFields(props: ServiceFieldsProps) {
  const { ids, form } = props;
  const { register, control, formState } = form;
  const { errors } = formState;
  const { t } = useTranslation();
  // The slug follows the name (decision 004): show the booking link it will have.
  const name = useWatch({ control, name: 'name' });
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          id={ids.name}
          label={t('catalogue.serviceForm.name')}
          required
          error={errors.name?.message}
          maxLength={100}
          autoComplete="off"
          {...(errors.name ? {} : { 'aria-describedby': `${ids.name}-link` })}
          {...register('name')}
        />
        {!errors.name && (
          <p id={`${ids.name}-link`} className="mt-2 text-xs break-all text-taupe">
            {t('catalogue.serviceForm.bookingLink', {
              path: bookingPath(slugify(name ?? '') || '…'),
            })}
          </p>
        )}
      </div>
      <FormField
        id={ids.description}
        label={t('catalogue.serviceForm.description')}
        optional
        optionalLabel={t('catalogue.serviceForm.optional')}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <textarea
          id={ids.description}
          rows={3}
          maxLength={1000}
          className={cn(fieldControlClass, 'resize-y')}
          {...fieldA11y(ids.description, errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <FormField
        id={ids.category}
        label={t('catalogue.serviceForm.category')}
        required
        error={errors.category?.message}
      >
        <select {...selectProps(props, 'category')}>
          {SERVICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.section}
        label={t('catalogue.serviceForm.section')}
        required
        error={errors.section?.message}
      >
        <select {...selectProps(props, 'section')}>
          {PRICE_SECTIONS.map((section) => (
            <option key={section.key} value={section.key}>
              {section.title}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
