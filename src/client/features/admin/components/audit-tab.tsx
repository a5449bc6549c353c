import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatAdminDateTime } from '@shared/salon-dates';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { formatGbp } from '@shared/money';
import { ADMIN_ACTION_LABELS, type AuditEntry } from '@shared/schemas/admin-audit';
import { PanelHeader } from '@client/components/admin/panel-header';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { fieldControlClass } from '@client/components/ui/form-field';
import { AUDIT_PAGE_SIZE, auditActorsQuery, auditQuery } from '../api/audit-query';

const LOAD_ERROR = 'Não foi possível carregar o registro';

const TARGET_LABELS: Record<string, string> = {
  contact: 'Mensagem',
  review: 'Review',
  service: 'Serviço',
  professional: 'Profissional',
  newsletter: 'Newsletter',
  appointment: 'Agendamento',
  course: 'Curso',
  staff: 'Equipe',
  staff_invitation: 'Convite',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'nome',
  slug: 'endereço',
  description: 'descrição',
  category: 'categoria',
  section: 'seção',
  durationMinutes: 'duração',
  pricePence: 'preço',
  priceMaxPence: 'preço máximo',
  priceIsFrom: '“a partir de”',
  bookable: 'agendável',
  depositKind: 'sinal',
  depositValue: 'valor do sinal',
  role: 'função',
};

const DEPOSIT_KIND_LABELS: Record<string, string> = { fixed: 'valor fixo', percent: 'percentagem' };

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && field.endsWith('Pence')) return formatGbp(value);
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (field === 'durationMinutes') return `${String(value)} min`;
  if (field === 'depositKind') return DEPOSIT_KIND_LABELS[String(value)] ?? String(value);
  return String(value);
}

/** A short, readable line of what an entry's details hold. */
function describe(entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  if (typeof d.name === 'string') parts.push(d.name);
  if (typeof d.userName === 'string')
    parts.push(`${d.userName}${typeof d.rating === 'number' ? ` (${d.rating}★)` : ''}`);
  if (typeof d.to === 'string') parts.push(`para ${d.to}`);
  if (typeof d.rows === 'number') parts.push(`${d.rows} ${d.rows === 1 ? 'linha' : 'linhas'}`);
  const changes = d.changes;
  if (changes && typeof changes === 'object') {
    for (const [field, pair] of Object.entries(changes as Record<string, unknown>)) {
      if (field === 'slug' || !Array.isArray(pair)) continue;
      parts.push(
        `${FIELD_LABELS[field] ?? field}: ${shown(field, pair[0])} → ${shown(field, pair[1])}`,
      );
    }
  }
  return parts.join(' · ');
}

/** The person behind an entry: their name and role then ('Cliente' for a client's own change). */
function actorOf(entry: AuditEntry): string {
  const role = entry.actorRole ? STAFF_ROLE_LABELS['pt-BR'][entry.actorRole] : 'Cliente';
  return `${entry.actorName || entry.actorEmail} (${role})`;
}

/** Who did what in the back office, and when: newest first, everyone's or one person's. */
export function AuditTab() {
  const filterId = useId();
  const [actor, setActor] = useState('');
  const actors = useQuery(auditActorsQuery).data ?? [];
  const list = usePagedQuery((page) => auditQuery(page, actor), AUDIT_PAGE_SIZE, LOAD_ERROR);

  return (
    <section aria-labelledby="audit-title">
      <PanelHeader
        id="audit-title"
        title="Registro"
        lead="Cada ação feita no painel, com quem a fez e quando."
      >
        <div className="flex w-full flex-col gap-1.5 sm:w-72">
          <label htmlFor={filterId} className="text-sm font-medium">
            Pessoa
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
            <option value="">Todas as pessoas</option>
            {actors.map((person) => (
              <option key={person.userId} value={person.userId}>
                {person.name || person.email}
                {person.role ? ` — ${STAFF_ROLE_LABELS['pt-BR'][person.role]}` : ''}
              </option>
            ))}
          </select>
        </div>
      </PanelHeader>
      <PagedList {...list} empty="Nenhuma ação registrada ainda." noun={['ação', 'ações']}>
        {(items) => (
          <ol className="relative grid gap-3 border-l border-gold/40 pl-6 sm:pl-8">
            {items.map((entry) => {
              const detail = describe(entry);
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
                      {ADMIN_ACTION_LABELS[entry.action] ?? entry.action}
                      <span className="ml-2 text-xs font-normal tracking-[0.14em] text-taupe uppercase">
                        {TARGET_LABELS[entry.targetType] ?? entry.targetType}
                      </span>
                    </p>
                    <p className="shrink-0 text-sm text-taupe">
                      <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
                    </p>
                  </div>
                  {detail && <p className="mt-1 text-sm break-words text-ink-soft">{detail}</p>}
                  <p className="mt-1 text-xs break-words text-taupe">
                    por <span className="font-medium text-ink-soft">{actorOf(entry)}</span>
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
