import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { pageCount } from '@shared/schemas/admin-pagination';
import { Button } from '@client/components/ui/button';

/**
 * "Página 2 de 5 · 43 itens" ("Page 2 of 5 · 43 items") with previous and next (not when everything fits on one page). Without
 * `noun` the count is left out, for a list that shows its total elsewhere.
 */
export function PaginationBar({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Singular and plural of what is counted, e.g. ['mensagem', 'mensagens']. */
  noun?: [string, string];
  onPageChange: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const count = noun && ` · ${total} ${total === 1 ? noun[0] : noun[1]}`;
  const number = <span className="font-medium text-ink" />;
  return (
    <nav
      aria-label={t('adminUi.pagination')}
      className="mt-8 flex flex-col items-center justify-between gap-4 border-t border-ink/10 pt-6 sm:flex-row"
    >
      <p className="text-sm text-taupe" aria-live="polite">
        <Trans
          i18nKey="adminUi.pageOf"
          values={{ page: Math.min(page, pages), pages }}
          components={{ page: number, pages: number }}
        />
        {count}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || busy}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden />
            {t('adminUi.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || busy}
            onClick={() => onPageChange(page + 1)}
          >
            {t('adminUi.next')}
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}

/**
 * Steps back when the page shown no longer exists (its last item was deleted or moved to another
 * filter), instead of showing an empty page of a list that still has items.
 */
export function useClampedPage(
  page: number,
  setPage: (page: number) => void,
  data: { items: unknown[]; total: number } | undefined,
  pageSize: number,
) {
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) {
      setPage(pageCount(data.total, pageSize));
    }
  }, [data, page, setPage, pageSize]);
}
