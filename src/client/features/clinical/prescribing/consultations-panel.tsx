import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientClinicalSafety, Consultation } from '@shared/clinical-safety';
import { formatInstant, salonDate, salonTime } from '@shared/salon-dates';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { useRecordConsultation } from '../patch-tests/api/clinical-safety-api';

/**
 * The client's face-to-face consultations with a prescriber and the prescriptions they gave
 * (issue 33): a prescription-only treatment is booked and completed only with one in date.
 */
export function ConsultationsPanel({
  clientId,
  consultations,
  prescribers,
}: {
  clientId: string;
  consultations: Consultation[];
  prescribers: ClientClinicalSafety['prescribers'];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const now = new Date();
  const [form, setForm] = useState({
    date: salonDate(now),
    time: salonTime(now),
    prescriberId: prescribers[0]?.id ?? '',
    suitable: true,
    medicine: '',
    dose: '',
    areas: '',
    validUntil: '',
    notes: '',
  });
  const record = useRecordConsultation(clientId);
  const text = (key: 'medicine' | 'dose' | 'areas' | 'notes') => (
    <label className="text-sm">
      {t(`clinicalSafety.${key}`)}
      <input
        maxLength={key === 'notes' ? 2000 : 200}
        required={key !== 'notes' && form.suitable}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className={fieldControlClass}
      />
    </label>
  );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{t('clinicalSafety.consultations')}</h4>
        <Button variant="outline" size="sm" onClick={() => setOpen((v) => !v)}>
          {t('clinicalSafety.recordConsultation')}
        </Button>
      </div>
      {consultations.length === 0 ? (
        <p className="text-sm text-taupe">{t('clinicalSafety.noConsultations')}</p>
      ) : (
        <ul className="grid gap-2">
          {consultations.map((c) => (
            <li key={c.id} className="rounded-2xl border border-ink/10 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {formatInstant(new Date(c.consultedAt), 'adminDateTime')}
                </span>
                <Badge tone={c.suitable ? 'soft' : 'blush'}>
                  {t(c.suitable ? 'clinicalSafety.suitable' : 'clinicalSafety.notSuitable')}
                </Badge>
              </div>
              <p className="mt-1 break-words">
                {c.prescriberName} · {c.prescriberBody} {c.prescriberRegistration}
              </p>
              {c.suitable && (
                <p className="mt-1 break-words">
                  {t('clinicalSafety.prescription', {
                    medicine: c.medicine,
                    dose: c.dose,
                    areas: c.areas,
                    validUntil: c.validUntil,
                  })}
                </p>
              )}
              {c.notes && <p className="mt-1 break-words text-taupe">{c.notes}</p>}
            </li>
          ))}
        </ul>
      )}
      {open &&
        (prescribers.length === 0 ? (
          <p className="text-sm text-taupe">{t('clinicalSafety.noPrescribers')}</p>
        ) : (
          <form
            aria-label={t('clinicalSafety.recordConsultation')}
            className="grid gap-3 rounded-2xl bg-sand/40 p-4"
            onSubmit={(event) => {
              event.preventDefault();
              record.mutate(
                { ...form, validUntil: form.suitable ? form.validUntil : null },
                { onSuccess: () => setOpen(false) },
              );
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              <label className="text-sm">
                {t('clinicalSafety.date')}
                <input
                  type="date"
                  required
                  value={form.date}
                  onChange={(e) => setForm({ ...form, date: e.target.value })}
                  className={fieldControlClass}
                />
              </label>
              <label className="text-sm">
                {t('clinicalSafety.time')}
                <input
                  type="time"
                  required
                  value={form.time}
                  onChange={(e) => setForm({ ...form, time: e.target.value })}
                  className={fieldControlClass}
                />
              </label>
            </div>
            <label className="text-sm">
              {t('clinicalSafety.prescriber')}
              <select
                value={form.prescriberId}
                onChange={(e) => setForm({ ...form, prescriberId: e.target.value })}
                className={fieldControlClass}
              >
                {prescribers.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({p.body})
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.suitable}
                onChange={(e) => setForm({ ...form, suitable: e.target.checked })}
              />
              {t('clinicalSafety.suitableLabel')}
            </label>
            {form.suitable && (
              <>
                {text('medicine')}
                <div className="grid gap-3 sm:grid-cols-2">
                  {text('dose')}
                  {text('areas')}
                </div>
                <label className="text-sm">
                  {t('clinicalSafety.validUntil')}
                  <input
                    type="date"
                    required
                    value={form.validUntil}
                    onChange={(e) => setForm({ ...form, validUntil: e.target.value })}
                    className={fieldControlClass}
                  />
                </label>
              </>
            )}
            {text('notes')}
            {record.isError && (
              <FormAlert>
                {requestErrorMessage(record.error, t('clinicalSafety.saveFailed'))}
              </FormAlert>
            )}
            <Button type="submit" disabled={record.isPending} className="justify-self-start">
              {t('clinicalSafety.save')}
            </Button>
          </form>
        ))}
    </div>
  );
}
