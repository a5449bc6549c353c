import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { SalonSettings } from '@shared/schemas/settings';
import { SubmitButton } from '@client/components/ui/submit-button';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
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
  const idPrefix = useId();
  const form = useForm<SalonSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settings,
  });
  const { handleSubmit, setError, formState, reset, getValues } = form;
  const fields = { idPrefix, form };

  const save = useSaveSettings({
    onSuccess: (saved) => {
      reset(saved);
      toast.success('Configurações salvas com sucesso');
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, settingsFieldPaths(getValues()));
      toast.error('Não foi possível salvar as definições', {
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
      <SettingsSection title="O salão">
        <SalonFields {...fields} />
      </SettingsSection>

      <SettingsSection title="Endereço">
        <AddressFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title="Telefones"
        lead="O primeiro é o principal: aparece no topo do site, nos emails e no convite da agenda."
        className="lg:col-span-2"
      >
        <PhoneFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title="Redes sociais"
        lead="Aparecem no rodapé do site e nos dados para o Google."
        className="lg:col-span-2"
      >
        <SocialFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title="Horário de funcionamento"
        lead="O site mostra os dias seguidos com o mesmo horário juntos; o agendamento oferece horários só dentro dele."
        className="lg:col-span-2"
      >
        <OpeningHoursFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title="Lembretes"
        lead="Cada cliente recebe um email antes da marcação, com o convite da agenda e ligações para remarcar ou cancelar. Com um fornecedor de SMS configurado, quem o pediu no perfil recebe também um SMS, entre as 08:00 e as 21:00."
        className="lg:col-span-2"
      >
        <ReminderFields {...fields} />
      </SettingsSection>

      <SettingsSection
        title="Agendamento online"
        lead="O que os clientes escolhem no site. A recepção marca sempre a qualquer hora de 5 em 5 minutos dentro do horário de cada profissional."
        className="lg:col-span-2"
      >
        <OnlineBookingFields {...fields} />
      </SettingsSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:col-span-2">
        <SubmitButton
          busy={save.isPending}
          busyLabel="Salvando..."
          icon={<Save aria-hidden />}
          size="md"
          className="w-full sm:w-auto"
        >
          Salvar definições
        </SubmitButton>
        {formState.isDirty && !save.isPending && (
          <p className="text-sm text-taupe" role="status">
            Há alterações por salvar.
          </p>
        )}
      </div>
    </form>
  );
}
