import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATCH_TEST_RESULTS, type PatchTest, type PatchTestResult } from '@shared/clinical-safety';
import { formatInstant, salonDate, salonTime } from '@shared/salon-dates';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { ConsultationsPanel } from '../prescribing/consultations-panel';
import { clientSafetyQuery, useRecordPatchTest } from './api/clinical-safety-api';

/**
 * The patch tests and prescriber consultations (issue 33), recorded from the client's record: a
 * part of its one 'Clínico' section, which shows only to the roles with 'clinical' (the server
 * narrows a professional to their own appointments' clients). Records are added, never edited.
 */
export function ClientSafetyPanels({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const safety = useQuery(clientSafetyQuery(clientId));
  return (
    <div className="grid gap-6 border-t border-ink/10 p-5 sm:p-6">
      {safety.isPending && <p className="text-sm text-taupe">{t('adminUi.loading')}</p>}
      {safety.isError && (
        <FormAlert>{requestErrorMessage(safety.error, t('clinicalSafety.loadFailed'))}</FormAlert>
      )}
      {safety.data && (
        <>
          <PatchTestsPanel clientId={clientId} tests={safety.data.patchTests} />
          <ConsultationsPanel
            clientId={clientId}
            consultations={safety.data.consultations}
            prescribers={safety.data.prescribers}
          />
        </>
      )}
    </div>
  );
}

function PatchTestsPanel({ clientId, tests }: { clientId: string; tests: PatchTest[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const now = new Date();
  const [form, setForm] = useState({
    date: salonDate(now),
    time: salonTime(now),
    product: '',
    result: 'negative' as PatchTestResult,
    notes: '',
  });
  const record = useRecordPatchTest(clientId);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{t('clinicalSafety.patchTests')}</h4>
        <Button variant="outline" size="sm" onClick={() => setOpen((v) => !v)}>
          {t('clinicalSafety.recordPatchTest')}
        </Button>
      </div>
      {tests.length === 0 ? (
        <p className="text-sm text-taupe">{t('clinicalSafety.noPatchTests')}</p>
      ) : (
        <ul className="grid gap-2">
          {tests.map((test) => (
            <li key={test.id} className="rounded-2xl border border-ink/10 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {formatInstant(new Date(test.testedAt), 'adminDateTime')}
                </span>
                <Badge tone={test.result === 'negative' ? 'soft' : 'blush'}>
                  {t(`clinicalSafety.result.${test.result}`)}
                </Badge>
              </div>
              <p className="mt-1 break-words">{test.product}</p>
              {test.notes && <p className="mt-1 break-words text-taupe">{test.notes}</p>}
              <p className="mt-1 text-xs text-taupe">
                {t('clinicalSafety.recordedBy', { name: test.recordedByName })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <form
          aria-label={t('clinicalSafety.recordPatchTest')}
          className="grid gap-3 rounded-2xl bg-sand/40 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            record.mutate(form, { onSuccess: () => setOpen(false) });
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <label className="text-sm">
              {t('clinicalSafety.date')}
              <input
                id={`${id}-date`}
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
            {t('clinicalSafety.product')}
            <input
              required
              maxLength={200}
              value={form.product}
              onChange={(e) => setForm({ ...form, product: e.target.value })}
              className={fieldControlClass}
            />
          </label>
          <label className="text-sm">
            {t('clinicalSafety.resultLabel')}
            <select
              value={form.result}
              onChange={(e) => setForm({ ...form, result: e.target.value as PatchTestResult })}
              className={fieldControlClass}
            >
              {PATCH_TEST_RESULTS.map((result) => (
                <option key={result} value={result}>
                  {t(`clinicalSafety.result.${result}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            {t('clinicalSafety.notes')}
            <textarea
              maxLength={2000}
              rows={2}
              value={form.notes}
              onChange={(e) => setForm({ ...form, notes: e.target.value })}
              className={fieldControlClass}
            />
          </label>
          {record.isError && (
            <FormAlert>
              {requestErrorMessage(record.error, t('clinicalSafety.saveFailed'))}
            </FormAlert>
          )}
          <Button type="submit" disabled={record.isPending} className="justify-self-start">
            {t('clinicalSafety.save')}
          </Button>
        </form>
      )}
    </div>
  );
}
