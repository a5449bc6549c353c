import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime, formatDay } from '@shared/salon-dates';
import type { AdminWaitlistEntry } from '@shared/waitlist';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { ListStates, useLoadErrorToast } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { adminWaitlistQuery, useRemoveWaitlistEntry } from './api/waitlist-api';

/**
 * 'Lista de espera' (issue 32): every entry whose days are not gone by, oldest first (the order
 * freed times are offered in), with the offers made; the desk removes an entry by its id.
 */
export function AdminWaitlistTab() {
  const { t } = useTranslation();
  const query = useQuery(adminWaitlistQuery);
  const [removing, setRemoving] = useState<AdminWaitlistEntry | null>(null);
  const remove = useRemoveWaitlistEntry({
    onSuccess: () => {
      toast.success(t('waitlist.removed'));
      setRemoving(null);
    },
    onError: (error) => toast.error(t('common.error'), { description: requestErrorMessage(error) }),
  });
  useLoadErrorToast(query.isError, t('waitlist.loadError'));
  const range = (e: AdminWaitlistEntry) =>
    e.fromDate === e.toDate
      ? formatDay(e.fromDate, 'date')
      : `${formatDay(e.fromDate, 'date')} – ${formatDay(e.toDate, 'date')}`;

  return (
    <section aria-labelledby="waitlist-title">
      <PanelHeader id="waitlist-title" title={t('waitlist.title')} lead={t('waitlist.lead')} />
      <ListStates
        query={query}
        items={(entries) => entries}
        loadError={t('waitlist.loadError')}
        empty={t('waitlist.empty')}
      >
        {(entries) => (
          <ul className={cn(card(), 'divide-y divide-ink/10 overflow-hidden')}>
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] lg:items-center lg:gap-6"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{entry.clientName ?? '—'}</p>
                  {entry.clientEmail && (
                    <p className="text-sm break-all text-taupe">{entry.clientEmail}</p>
                  )}
                </div>
                <div className="min-w-0">
                  <p className="font-medium">{entry.serviceName}</p>
                  <p className="text-sm text-taupe">
                    {entry.professionalName ?? t('waitlist.anyProfessional')} · {range(entry)} ·{' '}
                    {entry.parts.map((p) => t(`waitlist.parts.${p}`)).join(', ')}
                  </p>
                </div>
                <div className="min-w-0 text-sm">
                  <Badge tone={entry.status === 'booked' ? 'soft' : 'blush'}>
                    {t(`waitlist.status.${entry.status}`)}
                  </Badge>
                  <p className="mt-1.5 text-taupe">
                    {entry.offers.length === 0
                      ? t('waitlist.noOffers')
                      : `${t('waitlist.offers')}: ${entry.offers
                          .map(
                            (o) =>
                              `${formatAdminDateTime(o.startsAt)} (${t(`waitlist.offerStatus.${o.status}`)})`,
                          )
                          .join('; ')}`}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setRemoving(entry)}
                  aria-label={`${t('waitlist.remove')}: ${entry.clientName ?? ''}, ${entry.serviceName}`}
                >
                  <Trash2 aria-hidden />
                  {t('waitlist.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('waitlist.removeTitle')}
        description={t('waitlist.removeDescription', {
          client: removing?.clientName ?? '—',
          service: removing?.serviceName ?? '',
        })}
        confirmLabel={t('waitlist.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </section>
  );
}
