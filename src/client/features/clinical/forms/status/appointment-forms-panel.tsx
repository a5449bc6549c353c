import { useQuery } from '@tanstack/react-query';
import { FileSignature, Tablet, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { useStaff } from '@client/lib/staff-access';
import { appointmentFormsQuery, useTabletLink } from './api/appointment-forms-api';

/**
 * 'Fichas' in the appointment's panel (permission 'clinical.status', every role): each form the
 * appointment needs, 'pendente' or 'assinada', with the alert words a signed one raised, and
 * 'Preencher no tablet', which opens the client's forms on this device for 30 minutes.
 */
export function AppointmentFormsPanel({ appointment }: { appointment: AdminAppointment }) {
  const staff = useStaff();
  if (!staff.can('clinical.status')) return null;
  return <PanelBody appointment={appointment} />;
}

function PanelBody({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation();
  const forms = useQuery(appointmentFormsQuery(appointment.id));
  const link = useTabletLink();
  // Nothing to show for a service that needs no forms.
  if (forms.isSuccess && forms.data.length === 0) return null;
  const due = forms.data?.some((f) => f.status === 'due') ?? false;
  const open = !['cancelled', 'completed', 'no_show'].includes(appointment.status);

  return (
    <section
      aria-label={t('formsStatus.title')}
      className="mt-6 grid min-w-0 gap-3 rounded-2xl border border-gold/25 bg-ivory/60 px-4 py-4 sm:px-5"
    >
      <h3 className="flex items-center gap-2 font-sans text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase">
        <FileSignature aria-hidden className="size-3.5" />
        {t('formsStatus.title')}
      </h3>
      {forms.isPending ? (
        <p className="text-sm text-taupe">{t('adminUi.loading')}</p>
      ) : forms.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {requestErrorMessage(forms.error, t('formsStatus.loadFailed'))}
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {forms.data.map((f) => (
            <li key={f.formId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 font-medium break-words text-ink">{f.title}</span>
              <span className="flex flex-wrap items-center gap-2">
                {f.flags.map((flag) => (
                  <span
                    key={flag}
                    className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-900"
                  >
                    <TriangleAlert aria-hidden className="size-3" />
                    {flag}
                  </span>
                ))}
                <span
                  className={
                    f.status === 'signed'
                      ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-900'
                      : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900'
                  }
                >
                  {f.status === 'signed' ? t('formsStatus.signed') : t('formsStatus.due')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {due && open && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={link.isPending}
            onClick={() =>
              link.mutate(appointment.id, {
                // This device becomes the client's: the page needs no sign-in, for 30 minutes.
                onSuccess: ({ path }) => window.location.assign(path),
              })
            }
          >
            {link.isPending ? <Spinner /> : <Tablet aria-hidden />}
            {t('formsStatus.fillOnTablet')}
          </Button>
          {link.error && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {requestErrorMessage(link.error, t('formsStatus.linkFailed'))}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
