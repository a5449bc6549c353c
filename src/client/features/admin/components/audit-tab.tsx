import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '@shared/salon-dates';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { formatGbp } from '@shared/money';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import { PanelHeader } from '@client/components/admin/panel-header';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { fieldControlClass } from '@client/components/ui/form-field';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { AUDIT_PAGE_SIZE, auditActorsQuery, auditQuery } from '../api/audit-query';

/**
 * The log's own words for a recorded name (an action, a target, a changed field), or the name
 * itself: the server records names this build may not know yet (another feature's, or newer).
 */
function wordFor(t: TFunction, group: 'actions' | 'targets' | 'fields', name: string): string {
  const key = `audit.${group}.${name}`;
  return t(key as 'audit.person', { defaultValue: name });
}

function shown(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && field.endsWith('Pence')) return formatGbp(value);
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (field === 'durationMinutes') return `${String(value)} min`;
  if (field === 'depositKind' && (value === 'fixed' || value === 'percent'))
    return t(`audit.depositKinds.${value}`);
  return String(value);
}

/** A short, readable line of what an entry's details hold. */
function describe(t: TFunction, entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  if (typeof d.name === 'string') parts.push(d.name);
  if (typeof d.userName === 'string')
    parts.push(`${d.userName}${typeof d.rating === 'number' ? ` (${d.rating}★)` : ''}`);
  if (typeof d.to === 'string') parts.push(t('audit.to', { to: d.to }));
  if (typeof d.rows === 'number') parts.push(t('audit.rows', { count: d.rows }));
  const changes = d.changes;
  if (changes && typeof changes === 'object') {
    for (const [field, pair] of Object.entries(changes as Record<string, unknown>)) {
      if (field === 'slug' || !Array.isArray(pair)) continue;
      parts.push(
        `${wordFor(t, 'fields', field)}: ${shown(t, field, pair[0])} → ${shown(t, field, pair[1])}`,
      );
    }
  }
  return parts.join(' · ');
}

/** Who did what in the back office, and when: newest first, everyone's or one person's. */
export function AuditTab() {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const roles = STAFF_ROLE_LABELS[locale];
  const filterId = useId();
  const [actor, setActor] = useState('');
  const actors = useQuery(auditActorsQuery).data ?? [];
  const list = usePagedQuery(
    (page) => auditQuery(page, actor),
    AUDIT_PAGE_SIZE,
    t('audit.loadFailed'),
  );
  /** The person behind an entry: their name and role then ('Cliente' for a client's own change). */
  const actorOf = (entry: AuditEntry) =>
    `${entry.actorName || entry.actorEmail} (${entry.actorRole ? roles[entry.actorRole] : t('audit.client')})`;

  return (
    <section aria-labelledby="audit-title">
      <PanelHeader id="audit-title" title={t('shell.tabs.registro')} lead={t('audit.lead')}>
        <div className="flex w-full flex-col gap-1.5 sm:w-72">
          <label htmlFor={filterId} className="text-sm font-medium">
            {t('audit.person')}
          </label>
          <select
            id={filterId}
            value={actor}
            onChange={(event) => {
              setActor(event.target.value);
              list.setPage(1);
            }}
            className={fieldControlClass}
          >
            <option value="">{t('audit.everyone')}</option>
            {actors.map((person) => (
              <option key={person.userId} value={person.userId}>
                {person.name || person.email}
                {person.role ? ` — ${roles[person.role]}` : ''}
              </option>
            ))}
          </select>
        </div>
      </PanelHeader>
      <PagedList
        {...list}
        empty={t('audit.none')}
        noun={[t('audit.noun_one'), t('audit.noun_other')]}
      >
        {(items) => (
          <ol className="relative grid gap-3 border-l border-gold/40 pl-6 sm:pl-8">
            {items.map((entry) => {
              const detail = describe(t, entry);
              return (
                <li
                  key={entry.id}
                  className="relative rounded-2xl border border-ink/10 bg-white/80 px-5 py-4"
                >
                  <span
                    aria-hidden
                    className="absolute top-6 -left-[1.85rem] size-2.5 rounded-full bg-gold ring-4 ring-ivory sm:-left-[2.35rem]"
                  />
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                    <p className="font-medium">
                      {wordFor(t, 'actions', entry.action)}
                      <span className="ml-2 text-xs font-normal tracking-[0.14em] text-taupe uppercase">
                        {wordFor(t, 'targets', entry.targetType)}
                      </span>
                    </p>
                    <p className="shrink-0 text-sm text-taupe">
                      <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
                    </p>
                  </div>
                  {detail && <p className="mt-1 text-sm break-words text-ink-soft">{detail}</p>}
                  <p className="mt-1 text-xs break-words text-taupe">
                    {t('audit.by')}{' '}
                    <span className="font-medium text-ink-soft">{actorOf(entry)}</span>
                    <span className="break-all"> · {entry.actorEmail}</span>
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </PagedList>
    </section>
  );
}
