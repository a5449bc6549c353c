import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { SalonSettings } from '@shared/schemas/settings';
import { SubmitButton } from '@client/components/ui/submit-button';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { AddressFields } from './address-fields';
import { useSaveSettings } from './api/settings-admin-api';
import { OnlineBookingFields } from './online-booking-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { PhoneFields } from './phone-fields';
import { ReminderFields } from './reminder-fields';
import { SalonFields } from './salon-fields';
import { settingsFieldPaths, settingsFormSchema } from './settings-form-model';
import { SettingsSection } from './settings-section';
import { SocialFields } from './social-fields';

/** The owner's form: the salon's facts and week; a save shows everywhere on the next request. */
export function SettingsForm({ settings }: { settings: SalonSettings }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const idPrefix = useId();
  const form = useForm<SalonSettings>({
    resolver: inStaffLanguage(zodResolver(settingsFormSchema), locale),
    defaultValues: settings,
  });
  const { handleSubmit, setError, formState, reset, getValues } = form;
  const fields = { idPrefix, form };

  const save = useSaveSettings({
    onSuccess: (saved) => {
      reset(saved);
      toast.success(t('settings.saved'));
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, settingsFieldPaths(getValues()));
      toast.error(t('settings.saveFailed'), {
        description: requestErrorMessage(error),
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="grid gap-6 lg:grid-cols-2"
    >
      <SettingsSection title={t('settings.salon')}>
        <SalonFields {...fields} />
      </SettingsSection>

      <SettingsSection title={t('settings.address')}>
        <AddressFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title={t('settings.phones')}
        lead={t('settings.phonesLead')}
        className="lg:col-span-2"
      >
        <PhoneFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title={t('settings.social')}
        lead={t('settings.socialLead')}
        className="lg:col-span-2"
      >
        <SocialFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title={t('settings.hours')}
        lead={t('settings.hoursLead')}
        className="lg:col-span-2"
      >
        <OpeningHoursFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title={t('settings.reminders')}
        lead={t('settings.remindersLead')}
        className="lg:col-span-2"
      >
        <ReminderFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title={t('settings.online')}
        lead={t('settings.onlineLead')}
        className="lg:col-span-2"
      >
        <OnlineBookingFields {...fields} />
      </SettingsSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:col-span-2">
        <SubmitButton
          busy={save.isPending}
          busyLabel={t('settings.saving')}
          icon={<Save aria-hidden />}
          size="md"
          className="w-full sm:w-auto"
        >
          {t('settings.save')}
        </SubmitButton>
        {formState.isDirty && !save.isPending && (
          <p className="text-sm text-taupe" role="status">
            {t('settings.unsaved')}
          </p>
        )}
      </div>
    </form>
  );
}
