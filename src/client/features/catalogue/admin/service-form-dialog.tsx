import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Save, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { PRICE_SECTIONS, SERVICE_CATEGORIES } from '@shared/catalogue';
import { MAX_BUFFER_MINUTES } from '@shared/diary';
import { bookingPath } from '@shared/routes';
import { slugify } from '@shared/slug';
import {
  type AdminService,
  type AdminServiceInput,
  type AdminServiceValues,
  adminServiceInputSchema,
  CATEGORY_LABELS,
  DEPOSIT_CHOICES,
  type DepositChoice,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
} from '@shared/schemas/admin-catalogue';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { SubmitButton } from '@client/components/ui/submit-button';
import {
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { Button } from '@client/components/ui/button';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { SERVICE_WITHOUT_PROFESSIONAL, teamQuery, useSaveService } from './api/catalogue-admin-api';
import { penceToPounds } from './catalogue-labels';

const FIELDS = [
  'name',
  'description',
  'category',
  'section',
  'durationMinutes',
  'price',
  'priceMax',
  'bufferMinutes',
  'depositKind',
  'depositValue',
  'professionalIds',
] as const;

const DEPOSIT_LABELS: Record<DepositChoice, string> = {
  none: 'Sem sinal',
  fixed: 'Valor fixo (£)',
  percent: 'Percentagem do preço (%)',
};

/** The deposit as the form shows it: pounds for a fixed amount, the whole percentage otherwise. */
function depositDefaults(service: AdminService) {
  if (!service.depositKind) return { depositKind: 'none' as const, depositValue: '' };
  return {
    depositKind: service.depositKind,
    depositValue:
      service.depositKind === 'fixed'
        ? penceToPounds(service.depositValue)
        : String(service.depositValue ?? ''),
  };
}

function defaultsFor(service: AdminService | null): AdminServiceInput {
  if (!service) {
    return {
      name: '',
      description: '',
      category: 'cabelo',
      section: 'cabelo-cortes',
      durationMinutes: '30',
      price: '',
      priceMax: '',
      priceIsFrom: false,
      bookable: true,
      bufferMinutes: '0',
      adultsOnly: false,
      depositKind: 'none',
      depositValue: '',
      // Filled with the active team once it has loaded (ServiceForm).
      professionalIds: undefined,
    };
  }
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    section: service.section,
    durationMinutes: String(service.durationMinutes),
    price: penceToPounds(service.pricePence),
    priceMax: penceToPounds(service.priceMaxPence),
    priceIsFrom: service.priceIsFrom,
    bookable: service.bookable,
    bufferMinutes: String(service.bufferMinutes),
    adultsOnly: service.adultsOnly,
    ...depositDefaults(service),
    professionalIds: service.professionalIds,
  };
}

/** Creates a service (`service` null) or edits one; the site and booking follow on save. */
export function ServiceFormDialog({
  service,
  open,
  onOpenChange,
}: {
  service: AdminService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={service?.id ?? 'new'}
      title={service ? 'Editar serviço' : 'Novo serviço'}
      description={
        service
          ? 'As mudanças aparecem no site e no agendamento assim que forem salvas.'
          : 'O serviço aparece no site e no agendamento assim que for salvo.'
      }
      className="sm:max-w-2xl"
    >
      {(close) => <TeamLoader service={service} onSaved={close} />}
    </FormDialog>
  );
}

/** The form starts once the team is known, so a new service can start with everyone ticked. */
function TeamLoader({ service, onSaved }: { service: AdminService | null; onSaved: () => void }) {
  const team = useQuery(teamQuery);
  if (!team.data)
    return team.isError ? (
      <p role="alert">Não foi possível carregar a equipe.</p>
    ) : (
      <p className="text-taupe">Carregando…</p>
    );
  return <ServiceForm service={service} team={team.data.items} onSaved={onSaved} />;
}

function ServiceForm({
  service,
  team,
  onSaved,
}: {
  service: AdminService | null;
  team: { id: string; name: string; isActive: boolean }[];
  onSaved: () => void;
}) {
  const id = useId();
  const [warning, setWarning] = useState<string | null>(null);
  const defaults = defaultsFor(service);
  defaults.professionalIds ??= team.filter((p) => p.isActive).map((p) => p.id);
  const { register, handleSubmit, getValues, setError, formState, control } = useForm<
    AdminServiceInput,
    unknown,
    AdminServiceValues
  >({ resolver: zodResolver(adminServiceInputSchema), defaultValues: defaults });
  const { errors } = formState;
  // The slug follows the name (decision 004): show the booking link it will have.
  const name = useWatch({ control, name: 'name' });
  const depositKind = useWatch({ control, name: 'depositKind' });

  const save = useSaveService({
    onSuccess: () => {
      toast.success(service ? 'Serviço atualizado com sucesso' : 'Serviço criado com sucesso');
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === SERVICE_WITHOUT_PROFESSIONAL) {
        setWarning(error.message);
        return;
      }
      setServerFieldErrors(error, setError, FIELDS, { conflict: 'name' });
      toast.error('Não foi possível salvar o serviço', {
        description: requestErrorMessage(error),
      });
    },
  });

  const submit = (confirm: boolean) =>
    save.mutate({ id: service?.id, values: { ...getValues(), confirm } });
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${id}-${field}`])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const select = (field: 'category' | 'section' | 'depositKind') => ({
    id: ids[field],
    className: fieldControlClass,
    ...fieldA11y(ids[field], errors[field]?.message),
    ...register(field),
  });

  return (
    <form
      noValidate
      // The API takes what the owner typed (e.g. "25.50"); the schema checked it here first.
      onSubmit={handleSubmit(() => {
        setWarning(null);
        submit(false);
      })}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField
          id={ids.name}
          label="Nome"
          required
          error={errors.name?.message}
          maxLength={100}
          autoComplete="off"
          {...(errors.name ? {} : { 'aria-describedby': `${ids.name}-link` })}
          {...register('name')}
        />
        {!errors.name && (
          <p id={`${ids.name}-link`} className="mt-2 text-xs break-all text-taupe">
            Link de agendamento: {bookingPath(slugify(name ?? '') || '…')}
          </p>
        )}
      </div>
      <FormField
        id={ids.description}
        label="Descrição"
        optional
        optionalLabel="(opcional)"
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
      <FormField id={ids.category} label="Categoria" required error={errors.category?.message}>
        <select {...select('category')}>
          {SERVICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.section}
        label="Seção da lista de preços"
        required
        error={errors.section?.message}
      >
        <select {...select('section')}>
          {PRICE_SECTIONS.map((section) => (
            <option key={section.key} value={section.key}>
              {section.title}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        id={ids.durationMinutes}
        label="Duração (minutos)"
        required
        error={errors.durationMinutes?.message}
        type="number"
        inputMode="numeric"
        min={MIN_DURATION_MINUTES}
        max={MAX_DURATION_MINUTES}
        step={5}
        {...register('durationMinutes')}
      />
      <div className="hidden sm:block" />
      <TextField
        id={ids.price}
        label="Preço (£)"
        required
        error={errors.price?.message}
        inputMode="decimal"
        placeholder="25.00"
        autoComplete="off"
        {...register('price')}
      />
      <FormField
        id={ids.priceMax}
        label="Preço máximo (£)"
        optional
        optionalLabel="(opcional)"
        error={errors.priceMax?.message}
      >
        <input
          id={ids.priceMax}
          inputMode="decimal"
          placeholder="Só em faixas de preço"
          autoComplete="off"
          className={fieldControlClass}
          {...fieldA11y(ids.priceMax, errors.priceMax?.message)}
          {...register('priceMax')}
        />
      </FormField>
      <TextField
        id={ids.bufferMinutes}
        label="Intervalo após o serviço (minutos)"
        error={errors.bufferMinutes?.message}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_BUFFER_MINUTES}
        step={5}
        {...register('bufferMinutes')}
      />
      <p className="self-end pb-3 text-xs text-taupe">
        Limpeza ou preparação: o profissional não começa outro atendimento nesse tempo.
      </p>
      <FormField id={ids.depositKind} label="Sinal" error={errors.depositKind?.message}>
        <select {...select('depositKind')}>
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
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errors.professionalIds ? `${ids.professionalIds}-error` : undefined}
      >
        <legend className="text-sm font-medium text-ink">
          Profissionais que fazem este serviço
        </legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {team.map((professional) => (
            <label
              key={professional.id}
              className="flex items-center gap-3 rounded-xl border border-ink/10 px-3 py-2 text-sm has-checked:border-gold-deep has-checked:bg-sand/40"
            >
              <input
                type="checkbox"
                value={professional.id}
                className="size-4 accent-gold-deep"
                {...register('professionalIds')}
              />
              <span className={cn(!professional.isActive && 'text-taupe')}>
                {professional.name}
                {!professional.isActive && ' (inativo)'}
              </span>
            </label>
          ))}
        </div>
        {errors.professionalIds && (
          <p id={`${ids.professionalIds}-error`} className="text-sm text-red-800">
            {errors.professionalIds.message}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="sr-only">Opções</legend>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-gold-deep" {...register('priceIsFrom')} />
          Mostrar como “a partir de” (o preço final depende da cliente)
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-gold-deep" {...register('bookable')} />
          Pode ser agendado online
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-gold-deep" {...register('adultsOnly')} />
          Só maiores de 18 (a cliente informa a data de nascimento ao agendar)
        </label>
      </fieldset>
      {warning && (
        <div
          role="alert"
          className="grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:col-span-2"
        >
          <p className="flex gap-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {warning}
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={save.isPending}
            onClick={() => submit(true)}
          >
            Salvar mesmo assim
          </Button>
        </div>
      )}
      <div className="flex justify-end sm:col-span-2">
        <SubmitButton
          busy={save.isPending}
          busyLabel="Salvando..."
          icon={<Save aria-hidden />}
          size="md"
          className="w-full sm:w-auto"
        >
          Salvar
        </SubmitButton>
      </div>
    </form>
  );
}
