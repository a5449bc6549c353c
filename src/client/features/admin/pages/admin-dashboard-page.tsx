import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { adminSummaryQuery } from '../api/summary-query';
import { AuditTab } from '../components/audit-tab';
import type { DashboardTab } from '../components/dashboard-tabs';

export type { DashboardTab };

function TabCount({ count, label }: { count: number; label: string }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden
        className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-deep px-1.5 text-[0.6875rem] leading-5 font-medium text-ivory"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({label})</span>
    </>
  );
}

/**
 * /sistema/gerencial, the back office ('Painel Administrativo'), rendered by the app layer inside
 * the admin guard. The features' tabs come in through `tabs`, in order; the audit log ('Registro')
 * is the dashboard's own and comes last. The chosen tab lives in the URL (`?tab=`), so a reload or
 * a shared link opens the same one.
 */
export function AdminDashboardPage({
  account,
  tabs: featureTabs,
}: {
  /** Who is signed in and the 'Sair' button (from the accounts feature). */
  account?: ReactNode;
  tabs: DashboardTab[];
}) {
  useDocumentTitle('Painel Administrativo');
  const summary = useQuery(adminSummaryQuery).data;
  const [searchParams, setSearchParams] = useSearchParams();

  const tabs: DashboardTab[] = [
    ...featureTabs,
    { value: 'registro', label: 'Registro', content: <AuditTab /> },
  ];
  const requested = searchParams.get('tab');
  const current = tabs.some((tab) => tab.value === requested) ? requested! : tabs[0]!.value;

  // On a phone the tab bar scrolls sideways: keep the chosen tab in sight (e.g. after a reload).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active) return;
    if (active.offsetLeft < list.scrollLeft) list.scrollLeft = active.offsetLeft - 4;
    const right = active.offsetLeft + active.offsetWidth - list.clientWidth;
    if (right > list.scrollLeft) list.scrollLeft = right + 4;
  }, [current]);

  return (
    <div lang="pt-BR">
      <section className="border-b border-ink/10 bg-sand/50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-10 sm:flex-row sm:items-end sm:justify-between sm:py-14">
          <div>
            <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
              Aurora Beauty Studio
            </p>
            <div aria-hidden className="mt-4 h-px w-16 bg-gold" />
            <h1 className="mt-5 text-4xl leading-tight sm:text-5xl">Painel Administrativo</h1>
          </div>
          {account}
        </div>
      </section>
      <Tabs
        value={current}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              params.set('tab', value);
              return params;
            },
            { replace: true },
          )
        }
        className="mx-auto max-w-7xl px-5 py-8 sm:py-12"
      >
        <TabsList ref={tabList} aria-label="Seções do painel" className="relative w-fit max-w-full">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.count && summary && (
                <TabCount
                  count={summary[tab.count.of]}
                  label={tab.count.label(summary[tab.count.of])}
                />
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-8 sm:mt-10">
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
