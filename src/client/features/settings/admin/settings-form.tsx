import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type Path,
  useFieldArray,
  useForm,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import {
  reminderSettingsSchema,
  type SalonSettings,
  salonSettingsSchema,
} from '@shared/schemas/settings';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { FieldError, fieldErrorId, TextField } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useSaveSettings } from './api/settings-admin-api';
import { ReminderFields } from './reminder-fields';

// The form always holds the reminders (the server fills a stored document's defaults), so its
// values and the schema's output are the same type.
const settingsFormSchema = salonSettingsSchema.extend({ reminders: reminderSettingsSchema });

const WEEKDAYS = [
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
  'Domingo',
];
const MAX_PHONES = 4;
const MAX_SOCIAL = 6;

/** Every field the server may name in its answer, for the values being saved. */
function fieldPaths(values: SalonSettings): Path<SalonSettings>[] {
  const paths: string[] = [
    'name',
    'email',
    'address.street',
    'address.locality',
    'address.city',
    'address.postcode',
    'whatsapp.main',
    'whatsapp.quotes',
    'phones',
    'social',
    'openingHours',
    'reminders.firstHours',
    'reminders.secondHours',
  ];
  values.phones.forEach((_, i) =>
    paths.push(`phones.${i}.label`, `phones.${i}.display`, `phones.${i}.tel`),
  );
  values.social.forEach((_, i) => paths.push(`social.${i}.name`, `social.${i}.url`));
  values.openingHours.forEach((_, i) =>
    paths.push(`openingHours.${i}.opens`, `openingHours.${i}.closes`),
  );
  return paths as Path<SalonSettings>[];
}

function Section({
  title,
  lead,
  children,
  className,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn(card(), 'min-w-0 p-5 sm:p-7', className)}>
      <legend className="float-left w-full font-display text-2xl">{title}</legend>
      {lead && <p className="clear-both pt-1 text-sm text-taupe">{lead}</p>}
      <div className="clear-both grid gap-5 pt-5">{children}</div>
    </fieldset>
  );
}

/** The owner's form: the salon's facts and week; a save shows everywhere on the next request. */
export function SettingsForm({ settings }: { settings: SalonSettings }) {
  const id = useId();
  const { register, handleSubmit, setError, setValue, control, formState, reset, getValues } =
    useForm<SalonSettings>({
      resolver: zodResolver(settingsFormSchema),
      defaultValues: settings,
    });
  const { errors } = formState;
  const phones = useFieldArray({ control, name: 'phones' });
  const social = useFieldArray({ control, name: 'social' });

  const save = useSaveSettings({
    onSuccess: (saved) => {
      reset(saved);
      toast.success('Definições salvas com sucesso');
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, fieldPaths(getValues()));
      toast.error('Não foi possível salvar as definições', {
        description: requestErrorMessage(error),
      });
    },
  });

  const field = (name: Path<SalonSettings>) => `${id}-${name.replace(/\./g, '-')}`;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="grid gap-6 lg:grid-cols-2"
    >
      <Section title="O salão">
        <TextField
          id={field('name')}
          label="Nome do salão"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={field('email')}
          label="Email"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={field('whatsapp.main')}
            label="WhatsApp principal"
            required
            inputMode="numeric"
            autoComplete="off"
            error={errors.whatsapp?.main?.message}
            {...register('whatsapp.main')}
          />
          <TextField
            id={field('whatsapp.quotes')}
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
      </Section>

      <Section title="Morada">
        <TextField
          id={field('address.street')}
          label="Rua e número"
          required
          autoComplete="off"
          error={errors.address?.street?.message}
          {...register('address.street')}
        />
        <TextField
          id={field('address.locality')}
          label="Zona (opcional)"
          autoComplete="off"
          error={errors.address?.locality?.message}
          {...register('address.locality')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={field('address.city')}
            label="Cidade"
            required
            autoComplete="off"
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <TextField
            id={field('address.postcode')}
            label="Código postal"
            required
            autoComplete="off"
            className="[&_input]:uppercase"
            error={errors.address?.postcode?.message}
            {...register('address.postcode')}
          />
        </div>
      </Section>

      <Section
        title="Telefones"
        lead="O primeiro é o principal: aparece no topo do site, nos emails e no convite da agenda."
        className="lg:col-span-2"
      >
        {phones.fields.map((phone, index) => (
          <div
            key={phone.id}
            className="grid gap-4 border-b border-dashed border-ink/15 pb-5 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
          >
            <TextField
              id={field(`phones.${index}.label`)}
              label="Etiqueta"
              required
              autoComplete="off"
              error={errors.phones?.[index]?.label?.message}
              {...register(`phones.${index}.label`)}
            />
            <TextField
              id={field(`phones.${index}.display`)}
              label="Número no site"
              required
              type="tel"
              autoComplete="off"
              error={errors.phones?.[index]?.display?.message}
              {...register(`phones.${index}.display`)}
            />
            <TextField
              id={field(`phones.${index}.tel`)}
              label="Para ligar"
              required
              type="tel"
              placeholder="+441214960318"
              autoComplete="off"
              error={errors.phones?.[index]?.tel?.message}
              {...register(`phones.${index}.tel`)}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start sm:mt-7"
              disabled={phones.fields.length <= 1}
              onClick={() => phones.remove(index)}
              aria-label={`Remover o telefone ${index + 1}`}
            >
              <Trash2 aria-hidden />
              <span className="sm:sr-only">Remover</span>
            </Button>
          </div>
        ))}
        <FieldError id={fieldErrorId(field('phones'))} message={errors.phones?.message} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={phones.fields.length >= MAX_PHONES}
          onClick={() => phones.append({ label: '', display: '', tel: '' })}
        >
          <Plus aria-hidden />
          Adicionar telefone
        </Button>
      </Section>

      <Section
        title="Redes sociais"
        lead="Aparecem no rodapé do site e nos dados para o Google."
        className="lg:col-span-2"
      >
        {social.fields.map((network, index) => (
          <div
            key={network.id}
            className="grid gap-4 border-b border-dashed border-ink/15 pb-5 sm:grid-cols-[1fr_2fr_auto] lg:grid-cols-[1fr_3fr_auto] sm:items-start"
          >
            <TextField
              id={field(`social.${index}.name`)}
              label="Rede"
              required
              placeholder="Instagram"
              autoComplete="off"
              error={errors.social?.[index]?.name?.message}
              {...register(`social.${index}.name`)}
            />
            <TextField
              id={field(`social.${index}.url`)}
              label="Endereço"
              required
              type="url"
              placeholder="https://"
              autoComplete="off"
              error={errors.social?.[index]?.url?.message}
              {...register(`social.${index}.url`)}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start sm:mt-7"
              onClick={() => social.remove(index)}
              aria-label={`Remover a rede social ${index + 1}`}
            >
              <Trash2 aria-hidden />
              <span className="sm:sr-only">Remover</span>
            </Button>
          </div>
        ))}
        <FieldError id={fieldErrorId(field('social'))} message={errors.social?.message} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={social.fields.length >= MAX_SOCIAL}
          onClick={() => social.append({ name: '', url: '' })}
        >
          <Plus aria-hidden />
          Adicionar rede social
        </Button>
      </Section>

      <Section
        title="Horário de funcionamento"
        lead="O site mostra os dias seguidos com o mesmo horário juntos; o agendamento oferece horários só dentro dele."
        className="lg:col-span-2"
      >
        <ul className="gap-x-10 lg:columns-2">
          {WEEKDAYS.map((day, index) => (
            <DayRow
              key={day}
              day={day}
              index={index}
              idPrefix={id}
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
            />
          ))}
        </ul>
        <FieldError
          id={fieldErrorId(field('openingHours'))}
          message={errors.openingHours?.message ?? errors.openingHours?.root?.message}
        />
      </Section>

      <Section
        title="Lembretes"
        lead="Cada cliente recebe um email antes da marcação, com o convite da agenda e ligações para remarcar ou cancelar. Com um fornecedor de SMS configurado, quem o pediu no perfil recebe também um SMS, entre as 08:00 e as 21:00."
        className="lg:col-span-2"
      >
        <ReminderFields
          idPrefix={id}
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
        />
      </Section>

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

const timeClass =
  'block h-11 w-[8.5rem] rounded-2xl border border-ink/15 bg-ivory px-3 text-ink tabular-nums transition-colors hover:border-ink/30 focus:border-gold-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep aria-invalid:border-red-700 aria-invalid:bg-red-50/40';

/** One weekday: open or closed, and when. Closing a day keeps nothing of its hours. */
function DayRow({
  day,
  index,
  idPrefix,
  control,
  register,
  setValue,
  errors,
}: {
  day: string;
  index: number;
  idPrefix: string;
  control: Control<SalonSettings>;
  register: UseFormRegister<SalonSettings>;
  setValue: UseFormSetValue<SalonSettings>;
  errors: FieldErrors<SalonSettings>;
}) {
  const opens = useWatch({ control, name: `openingHours.${index}.opens` });
  const open = opens !== null;
  const dayErrors = errors.openingHours?.[index];
  const message = dayErrors?.opens?.message ?? dayErrors?.closes?.message;
  const ids = {
    toggle: `${idPrefix}-day-${index}`,
    opens: `${idPrefix}-day-${index}-opens`,
    closes: `${idPrefix}-day-${index}-closes`,
    error: fieldErrorId(`${idPrefix}-day-${index}`),
  };
  const invalid = message ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};
  const toggle = (next: boolean) => {
    const options = { shouldDirty: true, shouldValidate: false };
    setValue(`openingHours.${index}.opens`, next ? '09:00' : null, options);
    setValue(`openingHours.${index}.closes`, next ? '18:00' : null, options);
  };

  return (
    <li className="break-inside-avoid border-b border-dashed border-ink/15 py-3.5 last:border-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <label htmlFor={ids.toggle} className="flex w-44 cursor-pointer items-center gap-3">
          <input
            id={ids.toggle}
            type="checkbox"
            role="switch"
            checked={open}
            onChange={(event) => toggle(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink/20 transition-colors peer-checked:bg-gold-deep peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          <span className="font-medium text-ink">{day}</span>
        </label>
        {open ? (
          <div className="flex items-center gap-2">
            <label htmlFor={ids.opens} className="sr-only">
              {day}: abre às
            </label>
            <input
              id={ids.opens}
              type="time"
              step={1800}
              className={timeClass}
              {...(dayErrors?.opens ? invalid : {})}
              {...register(`openingHours.${index}.opens`)}
            />
            <span aria-hidden className="text-taupe">
              –
            </span>
            <label htmlFor={ids.closes} className="sr-only">
              {day}: fecha às
            </label>
            <input
              id={ids.closes}
              type="time"
              step={1800}
              className={timeClass}
              {...(dayErrors?.closes ? invalid : {})}
              {...register(`openingHours.${index}.closes`)}
            />
          </div>
        ) : (
          <span className="font-display text-lg text-taupe italic">Fechado</span>
        )}
      </div>
      <FieldError id={ids.error} message={message} />
    </li>
  );
}
