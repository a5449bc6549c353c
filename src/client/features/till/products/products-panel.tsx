import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, PackagePlus, Pencil, Plus, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGbp } from '@shared/money';
import type { AdminProduct, ProductStatusFilter } from '@shared/schemas/till-products';
import { FilterPills } from '@client/components/admin/filter-pills';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { SearchField } from '@client/components/admin/search-field';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { useSettled } from '@client/lib/use-settled';
import {
  PRODUCTS_PAGE_SIZE,
  productsQuery,
  reorderQuery,
  stockWarningsQuery,
} from './api/till-products-api';
import { ProductFormDialog } from './product-form-dialog';
import { StockDialog, type StockKind } from './stock-dialog';

// From a tablet up a row is a table's; the actions (three buttons) join it where there is room for
// them, and sit below the row's figures before.
const ROW_GRID =
  'md:grid md:grid-cols-[minmax(0,1fr)_7rem_10rem_6.5rem] md:items-center md:gap-x-4 xl:grid-cols-[minmax(0,1fr)_7rem_10rem_6.5rem_23.5rem]';

/** The stock with its badge: below zero (a count is due) or at/below the threshold. */
function StockBadge({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  if (product.stockWarning)
    return (
      <Badge tone="outline" className="border-red-700 px-2 py-0.5 text-red-800">
        {t('tillProducts.negativeBadge')}
      </Badge>
    );
  if (product.lowStock)
    return (
      <Badge tone="outline" className="border-amber-500 px-2 py-0.5 text-amber-900">
        {t('tillProducts.lowBadge')}
      </Badge>
    );
  return null;
}

/**
 * 'Produtos' in Catálogo (issue 34): the retail products the till sells, their prices and stock,
 * what to reorder ('Repor') and what went below zero. Details and prices for whoever edits the
 * catalogue; deliveries and counts for whoever keeps the stock (reception too).
 */
export function ProductsPanel() {
  const id = useId();
  const { t } = useTranslation();
  const { can } = useStaff();
  const canEdit = can('catalogue.edit');
  const canStock = can('stock');
  const [status, setStatus] = useState<ProductStatusFilter>('all');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const list = usePagedQuery(
    (page) => productsQuery({ q, status }, page),
    PRODUCTS_PAGE_SIZE,
    t('tillProducts.loadFailed'),
  );
  const reorder = useQuery({ ...reorderQuery, enabled: canStock });
  const warnings = useQuery({ ...stockWarningsQuery, enabled: canStock });
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [stock, setStock] = useState<{ product: AdminProduct; kind: StockKind } | null>(null);
  const openForm = (product: AdminProduct | null) => {
    setEditing(product);
    setFormOpen(true);
  };
  const statusFilters: { value: ProductStatusFilter; label: string }[] = [
    { value: 'all', label: t('tillProducts.all') },
    { value: 'active', label: t('tillProducts.activeMany') },
    { value: 'inactive', label: t('tillProducts.inactiveMany') },
  ];
  const stockButtons = (product: AdminProduct, className?: string) =>
    canStock && (
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setStock({ product, kind: 'delivery' })}
          aria-label={t('tillProducts.deliveryOf', { name: product.name })}
        >
          <PackagePlus aria-hidden />
          <span aria-hidden>{t('tillProducts.deliveryShort')}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setStock({ product, kind: 'count' })}
          aria-label={t('tillProducts.countOf', { name: product.name })}
        >
          <ClipboardCheck aria-hidden />
          <span aria-hidden>{t('tillProducts.count')}</span>
        </Button>
      </div>
    );
  const reorderItems = reorder.data?.items ?? [];
  const warningItems = warnings.data?.items ?? [];

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={`${id}-title`} className="text-3xl">
            {t('tillProducts.title')}
          </h3>
          <p className="mt-1 text-taupe">{t('tillProducts.lead')}</p>
        </div>
        {canEdit && (
          <Button onClick={() => openForm(null)} className="self-start sm:self-auto">
            <Plus aria-hidden />
            {t('tillProducts.new')}
          </Button>
        )}
      </div>

      {canStock && warningItems.length > 0 && (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-5 py-4 text-sm text-red-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{t('tillProducts.warningsTitle')}</p>
            <p className="mt-1">
              {warningItems
                .map((w) =>
                  t('tillProducts.warningLine', {
                    name: w.product.name,
                    quantity: w.product.stockQuantity,
                  }),
                )
                .join(' · ')}
            </p>
          </div>
        </div>
      )}

      {canStock && (
        <section aria-labelledby={`${id}-reorder`} className={cn(card(), 'mt-6 px-5 py-5 sm:px-6')}>
          <h4 id={`${id}-reorder`} className="font-display text-2xl">
            {t('tillProducts.reorder')}
          </h4>
          <p className="mt-1 text-sm text-taupe">{t('tillProducts.reorderLead')}</p>
          {reorderItems.length === 0 ? (
            <p className="mt-4 text-sm text-taupe">
              {reorder.isPending ? t('tillProducts.loading') : t('tillProducts.reorderEmpty')}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-ink/10">
              {reorderItems.map((product) => (
                <li
                  key={product.id}
                  aria-label={product.name}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{product.name}</p>
                    <p className="text-sm text-taupe">
                      {t('tillProducts.reorderLine', {
                        quantity: product.stockQuantity,
                        threshold: product.lowStockThreshold,
                      })}
                    </p>
                  </div>
                  {stockButtons(product)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="mt-6 grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
        <SearchField
          label={t('tillProducts.search')}
          placeholder={t('tillProducts.searchPlaceholder')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            list.setPage(1);
          }}
        />
        <FilterPills
          label={t('tillProducts.statusFilter')}
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
          empty={t('tillProducts.empty')}
          noun={[t('tillProducts.noun_one'), t('tillProducts.noun_other')]}
          skeletonRows={3}
        >
          {(items) => (
            <div className={cn(card(), 'overflow-hidden')}>
              <div
                aria-hidden
                className={cn(
                  ROW_GRID,
                  'hidden border-b border-ink/10 bg-sand/40 px-6 py-3 text-xs font-medium tracking-[0.16em] text-taupe uppercase md:grid',
                )}
              >
                <span>{t('tillProducts.columns.product')}</span>
                <span>{t('tillProducts.columns.price')}</span>
                <span>{t('tillProducts.columns.stock')}</span>
                <span>{t('tillProducts.columns.status')}</span>
                <span className="hidden text-right xl:block">
                  {(canEdit || canStock) && t('tillProducts.columns.actions')}
                </span>
              </div>
              <ul className="divide-y divide-ink/10">
                {items.map((product) => (
                  <li
                    key={product.id}
                    aria-label={product.name}
                    className={cn(
                      ROW_GRID,
                      'grid gap-1.5 px-5 py-4 sm:px-6',
                      !product.isActive && 'bg-sand/20',
                    )}
                  >
                    <div className="min-w-0">
                      <p className={cn('font-medium', !product.isActive && 'text-taupe')}>
                        {product.name}
                      </p>
                      <p className="truncate text-xs text-taupe">
                        {[product.brand, product.barcode].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    <div className="tabular-nums">
                      <p className="font-medium">{formatGbp(product.pricePence)}</p>
                      <p className="text-xs text-taupe">
                        {t('tillProducts.vat', { percent: product.vatRateBp / 100 })}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 tabular-nums">
                      <span>
                        <span className="text-taupe md:hidden">
                          {t('tillProducts.stockLabel')}{' '}
                        </span>
                        <span data-testid="stock-quantity">{product.stockQuantity}</span>
                      </span>
                      <StockBadge product={product} />
                    </div>
                    <p className="mt-1 md:mt-0">
                      <Badge tone={product.isActive ? 'soft' : 'outline'}>
                        {t(product.isActive ? 'tillProducts.active' : 'tillProducts.inactive')}
                      </Badge>
                    </p>
                    <div className="mt-2 flex flex-wrap gap-2 md:col-span-4 md:mt-3 md:justify-end xl:col-span-1 xl:mt-0">
                      {canEdit && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => openForm(product)}
                          aria-label={t('tillProducts.editOf', { name: product.name })}
                        >
                          <Pencil aria-hidden />
                          <span aria-hidden>{t('tillProducts.edit')}</span>
                        </Button>
                      )}
                      {stockButtons(product, 'contents')}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </PagedList>
      </div>

      <ProductFormDialog record={editing} open={formOpen} onOpenChange={setFormOpen} />
      <StockDialog
        product={stock?.product ?? null}
        kind={stock?.kind ?? 'delivery'}
        onOpenChange={(open) => !open && setStock(null)}
      />
    </section>
  );
}
