import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { salonToday } from '@shared/salon-dates';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { professionalsFor } from '../booking-view';
import { OtherTimeField, quarterHours } from '../components/other-time-field';
import { SelectControl } from '../components/select-control';
import { ServiceCombobox } from './service-combobox';
import { deskTimesQuery } from './api/desk-booking-api';
import { STAFF_NOTE_MAX, StaffNoteHint, staffNoteA11y } from './staff-note-hint';

export interface DeskSlot {
  serviceId: string;
  professionalId: string;
  date: string;
  time: string;
  /** Staff's internal note: the client never sees it (issue 27). */
  staffNote: string;
  dateOfBirth: string;
}

export const EMPTY_SLOT: DeskSlot = {
  serviceId: '',
  professionalId: '',
  date: '',
  time: '',
  staffNote: '',
  dateOfBirth: '',
};

/**
 * Step 2 of 'Novo agendamento': service (by category), professional (those who perform it, or
 * 'Sem preferência'), date, the desk's free quarter hours as buttons and any other 5 minutes typed
 * (decision 046), the internal note, and the date of birth
 * for an 18+ service (the client list does not say whether the record holds one; the server asks
 * when it does not).
 */
export function DeskSlotStep({
  slot,
  onChange,
  services,
  professionals,
  errors,
  lockedProfessional,
  then,
  children,
}: {
  slot: DeskSlot;
  onChange: (slot: DeskSlot) => void;
  services: readonly CatalogueService[];
  professionals: readonly CatalogueProfessional[];
  errors: Record<string, string>;
  /** Set when the grid chose the professional, date and time: only the service is asked. */
  lockedProfessional?: string;
  /** The visit's later parts, as the free times' query carries them (issue 32). */
  then?: string;
  /** The visit's later services, shown under the first. */
  children?: ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation();
  const service = services.find((s) => s.id === slot.serviceId);
  const offered = professionalsFor(service, professionals);
  const set = (changes: Partial<DeskSlot>) => onChange({ ...slot, ...changes });
  const times = useQuery({
    ...deskTimesQuery(slot.serviceId, slot.professionalId, slot.date, undefined, then),
    enabled: Boolean(slot.serviceId && slot.date),
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={`${id}-service`}
        label={t('walkIn.service')}
        required
        error={errors.serviceId}
        className="sm:col-span-2"
      >
        <ServiceCombobox
          id={`${id}-service`}
          // With the professional chosen first (a tap on their column), only what they perform.
          services={
            lockedProfessional
              ? services.filter((s) => s.professionalIds.includes(lockedProfessional))
              : services
          }
          value={slot.serviceId}
          describedBy={fieldA11y(`${id}-service`, errors.serviceId)['aria-describedby']}
          invalid={Boolean(errors.serviceId)}
          onChange={(serviceId) => {
            const next = services.find((s) => s.id === serviceId);
            const keeps = next?.professionalIds.includes(slot.professionalId);
            set({
              serviceId,
              professionalId: keeps ? slot.professionalId : '',
              time: lockedProfessional ? slot.time : '',
            });
          }}
        />
      </FormField>
      {!lockedProfessional && (
        <>
          <FormField
            id={`${id}-professional`}
            label={t('common.professional')}
            error={errors.professionalId}
          >
            <SelectControl
              id={`${id}-professional`}
              value={slot.professionalId}
              {...fieldA11y(`${id}-professional`, errors.professionalId)}
              onChange={(event) => set({ professionalId: event.target.value, time: '' })}
            >
              <option value="">{t('common.noPreference')}</option>
              {offered.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectControl>
          </FormField>
          {children && <div className="sm:col-span-2">{children}</div>}
          <TextField
            id={`${id}-date`}
            label={t('slotStep.date')}
            type="date"
            required
            min={salonToday()}
            value={slot.date}
            onChange={(event) => set({ date: event.target.value, time: '' })}
            error={errors.date}
          />
          <fieldset
            className="sm:col-span-2"
            aria-describedby={errors.time ? fieldErrorId(`${id}-time`) : undefined}
          >
            <legend className="text-sm font-medium text-ink">
              {t('slotStep.time')}
              <span aria-hidden className="ml-0.5 text-gold-deep">
                *
              </span>
            </legend>
            <FreeTimes
              id={`${id}-time`}
              ready={Boolean(slot.serviceId && slot.date)}
              loading={times.isPending && Boolean(slot.serviceId && slot.date)}
              failed={times.isError}
              times={times.data?.times ?? []}
              closedReason={times.data?.closedReason ?? null}
              value={slot.time}
              onPick={(time) => set({ time })}
            />
            <FieldError id={fieldErrorId(`${id}-time`)} message={errors.time} />
          </fieldset>
        </>
      )}
      {service?.adultsOnly && (
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-dob`}
            label={t('slotStep.dateOfBirth')}
            type="date"
            max={salonToday()}
            value={slot.dateOfBirth}
            onChange={(event) => set({ dateOfBirth: event.target.value })}
            error={errors.dateOfBirth}
          />
          <p className="mt-2 text-xs text-taupe">{t('slotStep.adultsOnly')}</p>
        </div>
      )}
      <FormField
        id={`${id}-staff-note`}
        label={t('staffNote.label')}
        optional
        optionalLabel={t('walkIn.optional')}
        error={errors.staffNote}
        className="sm:col-span-2"
      >
        <textarea
          id={`${id}-staff-note`}
          rows={2}
          maxLength={STAFF_NOTE_MAX}
          className={cn(fieldControlClass, 'resize-y')}
          {...staffNoteA11y(`${id}-staff-note`, errors.staffNote)}
          value={slot.staffNote}
          onChange={(event) => set({ staffNote: event.target.value })}
        />
        <StaffNoteHint id={`${id}-staff-note`} />
      </FormField>
    </div>
  );
}

function FreeTimes({
  id,
  ready,
  loading,
  failed,
  times,
  closedReason,
  value,
  onPick,
}: {
  id: string;
  ready: boolean;
  loading: boolean;
  failed: boolean;
  times: string[];
  closedReason: string | null;
  value: string;
  onPick: (time: string) => void;
}) {
  const { t } = useTranslation();
  const note = (text: string) => <p className="mt-2 text-sm text-taupe">{text}</p>;
  if (!ready) return note(t('slotStep.chooseFirst'));
  if (loading)
    return (
      <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 rounded-full bg-sand" />
        ))}
      </div>
    );
  if (failed) return note(t('slotStep.loadFailed'));
  if (closedReason) return note(t('slotStep.closed', { reason: closedReason }));
  if (times.length === 0) return note(t('slotStep.noneFree'));
  return (
    <>
      <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
        {quarterHours(times).map((time) => (
          <button
            key={time}
            type="button"
            aria-pressed={time === value}
            onClick={() => onPick(time)}
            className={cn(
              'h-10 rounded-full border text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep',
              time === value
                ? 'border-ink bg-ink font-medium text-ivory'
                : 'border-ink/15 bg-ivory text-ink hover:border-ink/40 hover:bg-sand/50',
            )}
          >
            {time}
          </button>
        ))}
      </div>
      <OtherTimeField id={`${id}-other`} value={value} times={times} onPick={onPick} />
    </>
  );
}
