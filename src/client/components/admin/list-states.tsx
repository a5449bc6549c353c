import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Skeleton role="status" aria-label={t('adminUi.loading')} className="grid gap-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="rounded-3xl border border-ink/5 bg-white/60 p-6">
          <div className="h-4 w-40 rounded-full bg-sand" />
          <div className="mt-3 h-3 w-64 max-w-full rounded-full bg-sand/70" />
          <div className="mt-5 h-12 rounded-2xl bg-sand/50" />
        </div>
      ))}
    </Skeleton>
  );
}

/** A list that could not load: the message and a retry. */
export function ListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-900/15 bg-red-50/50 px-6 py-10 text-center"
    >
      <p className="font-display text-2xl">{message}</p>
      <p className="mt-2 text-taupe">{t('adminUi.checkConnection')}</p>
      <Button variant="outline" size="sm" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden />
        {retrying ? t('adminUi.retrying') : t('adminUi.retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-ink/15 bg-white/40 px-6 py-14 text-center">
      <Inbox aria-hidden strokeWidth={1.2} className="size-10 text-gold" />
      <p className="mt-4 text-taupe">{children}</p>
    </div>
  );
}

/** The spec's load-failure toast ('Erro' / 'Não foi possível carregar …'), once per failure. */
export function useLoadErrorToast(isError: boolean, description: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (isError) toast.error(t('common.error'), { description });
  }, [isError, description, t]);
}

/** A list's states in order: skeleton, error with a retry, empty, then the rows. */
export function ListStates<Data, Item>({
  query,
  items: itemsOf,
  loadError,
  empty,
  skeletonRows,
  onRetry = () => void query.refetch(),
  children,
}: {
  query: UseQueryResult<Data>;
  /** The rows in what the query answers. */
  items: (data: Data) => Item[];
  loadError: string;
  empty: string;
  skeletonRows?: number;
  /** What 'Tentar novamente' refetches, when more than the list failed. */
  onRetry?: () => void;
  children: (items: Item[], data: Data) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError) {
    return <ListError message={loadError} onRetry={onRetry} retrying={query.isFetching} />;
  }
  const items = itemsOf(query.data);
  if (items.length === 0) return <ListEmpty>{empty}</ListEmpty>;
  return children(items, query.data);
}
