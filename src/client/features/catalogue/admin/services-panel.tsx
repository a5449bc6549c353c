import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_SECTIONS } from '@shared/catalogue';
import type { ActiveFilter, AdminService } from '@shared/schemas/admin-catalogue';
import { Badge } from '@client/components/ui/badge';
import { card } from '@client/components/ui/card';
import { fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { useSettled } from '@client/lib/use-settled';
import { FilterPills } from '@client/components/admin/filter-pills';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { SearchField } from '@client/components/admin/search-field';
import { SERVICES_PAGE_SIZE, servicesQuery, useSetServiceActive } from './api/catalogue-admin-api';
import { adminPrice, depositLabel, sectionTitle } from './catalogue-labels';
import {
  ActiveBadge,
  CataloguePanelHeader,
  CatalogueRowActions,
  useCatalogueEditor,
} from './catalogue-panel-parts';
import { ServiceFormDialog } from './service-form-dialog';

const ROW_GRID =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_9.5rem_4.5rem_9.5rem_5.5rem_13.5rem] lg:items-center lg:gap-4';

/** 'Cabelo · /corte-feminino · só no site · +10 min de intervalo · 2 profissionais'. */
function serviceDetails(t: TFunction, service: AdminService): string {
  return [
    t(`categories.${service.category}`),
    `/${service.slug}`,
    !service.bookable && t('catalogue.services.siteOnly'),
    service.bufferMinutes > 0 && t('catalogue.services.buffer', { minutes: service.bufferMinutes }),
    service.professionalIds.length > 0 &&
      t('catalogue.services.professionals', { count: service.professionalIds.length }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Services: search, filter, create, edit and (de)activate, one page at a time. */
export function ServicesPanel() {
  const id = useId();
  const { t } = useTranslation();
  const canEdit = useStaff().can('catalogue.edit');
  const [status, setStatus] = useState<ActiveFilter>('all');
  const [section, setSection] = useState('');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const list = usePagedQuery(
    (page) => servicesQuery({ status, section, q }, page),
    SERVICES_PAGE_SIZE,
    t('catalogue.services.loadFailed'),
  );
  const editor = useCatalogueEditor<AdminService>({
    useSetActive: useSetServiceActive,
    messages: {
      reactivated: t('catalogue.services.reactivated'),
      deactivated: t('catalogue.services.deactivated'),
      failed: t('catalogue.services.toggleFailed'),
    },
  });
  const statusFilters: { value: ActiveFilter; label: string }[] = [
    { value: 'all', label: t('catalogue.services.all') },
    { value: 'active', label: t('catalogue.services.activeMany') },
    { value: 'inactive', label: t('catalogue.services.inactiveMany') },
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <CataloguePanelHeader
        id={`${id}-title`}
        title={t('catalogue.services.title')}
        lead={t('catalogue.services.lead')}
        addLabel={t('catalogue.services.new')}
        onAdd={() => editor.openForm(null)}
      />

      <div className="mt-6 grid gap-3 md:grid-cols-[minmax(0,1fr)_16rem_auto] md:items-center">
        <SearchField
          label={t('catalogue.services.search')}
          placeholder={t('catalogue.services.searchPlaceholder')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            list.setPage(1);
          }}
        />
        <label className="block">
          <span className="sr-only">{t('catalogue.services.section')}</span>
          <select
            value={section}
            onChange={(event) => {
              setSection(event.target.value);
              list.setPage(1);
            }}
            className={fieldControlClass}
          >
            <option value="">{t('catalogue.services.allSections')}</option>
            {PRICE_SECTIONS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        <FilterPills
          label={t('catalogue.services.statusFilter')}
          options={statusFilters}
          value={status}
          onChange={(value) => {
            setStatus(value);
            list.setPage(1);
          }}
          className="mt-2 self-start md:self-auto"
        />
      </div>

      <div className="mt-6">
        <PagedList
          {...list}
          empty={t('catalogue.services.empty')}
          noun={[t('catalogue.services.noun_one'), t('catalogue.services.noun_other')]}
          skeletonRows={4}
        >
          {(items) => (
            <div className={cn(card(), 'overflow-hidden')}>
              <div
                aria-hidden
                className={cn(
                  ROW_GRID,
                  'hidden border-b border-ink/10 bg-sand/40 px-6 py-3 text-xs font-medium tracking-[0.16em] text-taupe uppercase',
                )}
              >
                <span>{t('catalogue.services.columns.service')}</span>
                <span>{t('catalogue.services.columns.section')}</span>
                <span>{t('catalogue.services.columns.duration')}</span>
                <span>{t('catalogue.services.columns.price')}</span>
                <span>{t('catalogue.services.columns.status')}</span>
                <span className="text-right">
                  {canEdit && t('catalogue.services.columns.actions')}
                </span>
              </div>
              <ul className="divide-y divide-ink/10">
                {items.map((service) => (
                  <li
                    key={service.id}
                    aria-label={service.name}
                    className={cn(
                      ROW_GRID,
                      'grid gap-1.5 px-5 py-4 sm:px-6',
                      !service.isActive && 'bg-sand/20',
                    )}
                  >
                    <div className="min-w-0">
                      <p
                        className={cn(
                          'flex flex-wrap items-center gap-x-2 gap-y-1 font-medium',
                          !service.isActive && 'text-taupe',
                        )}
                      >
                        {service.name}
                        {service.adultsOnly && (
                          <Badge
                            tone="blush"
                            className="px-2 py-0.5"
                            title={t('catalogue.services.adultsOnly')}
                          >
                            18+
                          </Badge>
                        )}
                        {service.isActive &&
                          service.bookable &&
                          service.professionalIds.length === 0 && (
                            <Badge
                              tone="outline"
                              className="border-amber-400 px-2 py-0.5 text-amber-900"
                            >
                              {t('catalogue.services.withoutProfessional')}
                            </Badge>
                          )}
                      </p>
                      <p className="truncate text-xs text-taupe">{serviceDetails(t, service)}</p>
                    </div>
                    <p className="text-sm text-taupe">{sectionTitle(service.section)}</p>
                    <p className="text-sm">
                      <span className="text-taupe lg:hidden">
                        {t('catalogue.services.durationLabel')}{' '}
                      </span>
                      {t('catalogue.minutes', { minutes: service.durationMinutes })}
                    </p>
                    <div className="tabular-nums">
                      <p className="font-medium">{adminPrice(t, service)}</p>
                      {depositLabel(t, service) && (
                        <p className="text-xs text-taupe">{depositLabel(t, service)}</p>
                      )}
                    </div>
                    <p className="mt-1 lg:mt-0">
                      <ActiveBadge active={service.isActive} />
                    </p>
                    <CatalogueRowActions
                      record={service}
                      onEdit={() => editor.openForm(service)}
                      onToggle={() => editor.toggle(service)}
                      toggling={editor.toggling}
                      className="mt-2 lg:mt-0 lg:justify-end"
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </PagedList>
      </div>

      <ServiceFormDialog record={editor.editing} {...editor.form} />
      {editor.confirmation}
    </section>
  );
}
