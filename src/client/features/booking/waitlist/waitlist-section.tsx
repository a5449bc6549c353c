import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { formatDay } from '@shared/salon-dates';
import { type WaitlistEntry, waitlistMessages as m } from '@shared/waitlist';
import { Button } from '@client/components/ui/button';
import { FormField, fieldControlClass } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { professionalsFor } from '../booking-view';
import { JoinWaitlist } from './join-waitlist';
import { useLeaveWaitlist, useOwnWaitlist } from './api/waitlist-api';

const range = (e: Pick<WaitlistEntry, 'fromDate' | 'toDate'>) =>
  e.fromDate === e.toDate
    ? formatDay(e.fromDate, 'longDate')
    : `${formatDay(e.fromDate, 'shortDate')} – ${formatDay(e.toDate, 'shortDate')}`;

/** The parts of the day, as the form names them but shorter: "mornings, evenings". */
const partsLine = (e: Pick<WaitlistEntry, 'parts'>) =>
  e.parts.map((p) => m.partLabels[p].split(' (')[0]!.toLowerCase()).join(', ');

/**
 * /agendamentos' waitlist: the client's entries, each with 'Leave', and the form to wait for a
 * service (and professional) when no time fits.
 */
export function WaitlistSection({
  services,
  professionals,
}: {
  services: readonly CatalogueService[];
  professionals: readonly CatalogueProfessional[];
}) {
  const id = useId();
  const own = useOwnWaitlist();
  const [serviceId, setServiceId] = useState('');
  const [professionalId, setProfessionalId] = useState('');
  const service = services.find((s) => s.id === serviceId);
  const leave = useLeaveWaitlist({
    onSuccess: () => toast.success(m.left),
    onError: (error) => toast.error(requestErrorMessage(error, m.notFound)),
  });
  const entries = own.data ?? [];

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
        {m.yours}
      </h2>
      <div aria-hidden className="mt-4 mb-6 h-px w-12 bg-gold" />
      {entries.length > 0 && (
        <ul className="mb-8 grid gap-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink/10 bg-ivory px-5 py-4"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">{entry.serviceName}</p>
                <p className="text-sm text-taupe">
                  {entry.professionalName ?? m.anyProfessional} · {range(entry)} ·{' '}
                  {partsLine(entry)}
                  {entry.status === 'booked' && ' · booked'}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={leave.isPending}
                onClick={() => leave.mutate(entry.id)}
                aria-label={`${m.leave}: ${entry.serviceName}, ${range(entry)}`}
              >
                <X aria-hidden />
                {m.leave}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mb-5 grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-service`} label="Service">
          <select
            id={`${id}-service`}
            className={fieldControlClass}
            value={serviceId}
            onChange={(e) => {
              setServiceId(e.target.value);
              setProfessionalId('');
            }}
          >
            <option value="">Choose a service</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-professional`} label="Professional">
          <select
            id={`${id}-professional`}
            className={fieldControlClass}
            value={professionalId}
            onChange={(e) => setProfessionalId(e.target.value)}
          >
            <option value="">{m.anyProfessional}</option>
            {professionalsFor(service, professionals).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <JoinWaitlist
        serviceIds={serviceId ? [serviceId] : []}
        professionalId={professionalId || null}
      />
    </section>
  );
}
