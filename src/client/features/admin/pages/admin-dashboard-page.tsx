import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Lock, Menu, ScrollText, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useStaff } from '@client/lib/staff-access';
import { adminSummaryQuery } from '../api/summary-query';
import { AuditTab } from '../components/audit-tab';
import type { DashboardTab } from '../components/dashboard-tabs';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';

export type { DashboardTab };

/** A section opened by its address that the member's role does not include. */
function NotYours() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-3xl border border-ink/10 bg-white/70 px-6 py-10 text-center"
    >
      <Lock aria-hidden className="size-6 text-gold-deep" />
      <h2 className="text-xl">{t('shell.notYours')}</h2>
      <p className="text-sm text-taupe">{t('shell.notYoursDetail')}</p>
    </div>
  );
}

function TabCount({ count, label }: { count: number; label: string }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden
        className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-gold-deep px-1.5 text-[0.6875rem] leading-5 font-medium text-ivory md:max-xl:absolute md:max-xl:top-0.5 md:max-xl:right-1 md:max-xl:ml-0"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({label})</span>
    </>
  );
}

/**
 * /sistema/gerencial, the back office ('Painel Administrativo'): a workspace of its own, without
 * the public site's header, footer or WhatsApp button (issue 17). Its sections are a vertical tab
 * list — a sidebar from tablet width up, a menu behind one button on phones — and the chosen one
 * lives in the URL (`?tab=`), so a reload or a shared link opens it; without one, the first tab
 * (the day's agenda) is the landing view. The features' tabs come in through `tabs`, in order; the
 * audit log ('Registro') is the dashboard's own and comes last. Each member sees only the tabs
 * their role allows (decision 049); another's tab opened by its address says so.
 */
export function AdminDashboardPage({
  account,
  tabs: featureTabs,
}: {
  /** Who is signed in and the 'Sair' button (from the accounts feature). */
  account?: ReactNode;
  tabs: DashboardTab[];
}) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  useDocumentTitle(t('shell.title'));
  const summary = useQuery(adminSummaryQuery).data;
  const [searchParams, setSearchParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const staff = useStaff();
  const everyTab: DashboardTab[] = [
    ...featureTabs,
    {
      value: 'registro',
      label: t('shell.tabs.registro'),
      icon: ScrollText,
      group: 'Sistema',
      content: <AuditTab />,
      needs: 'audit',
    },
  ];
  const tabs = everyTab.filter((tab) => staff.can(tab.needs));
  const requested = searchParams.get('tab');
  const refused =
    !tabs.some((tab) => tab.value === requested) && everyTab.some((tab) => tab.value === requested);
  const current = tabs.find((tab) => tab.value === requested) ?? tabs[0]!;

  // On a phone the menu covers the page: Escape closes it, as any overlay.
  useEffect(() => {
    if (!menuOpen) return;
    // The list is longer than a short phone: the chosen section is in sight when it opens.
    document
      .getElementById(menuId)
      ?.querySelector('[role="tab"][data-state="active"]')
      ?.scrollIntoView({ block: 'nearest' });
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen, menuId]);

  return (
    <Tabs
      lang={locale}
      orientation="vertical"
      value={refused ? '' : current.value}
      onValueChange={(value) => {
        setSearchParams(
          (params) => {
            // A section's own URL state (a search, an open record) belongs to that section.
            const next = new URLSearchParams();
            next.set('tab', value);
            return params.get('tab') === value ? params : next;
          },
          { replace: true },
        );
      }}
      className="min-h-screen bg-ivory md:grid md:grid-cols-[5rem_minmax(0,1fr)] xl:grid-cols-[15.5rem_minmax(0,1fr)]"
    >
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="sticky top-0 z-30 border-b border-ink/10 bg-sand/95 backdrop-blur md:flex md:h-screen md:flex-col md:border-r md:border-b-0 md:bg-sand/60">
        <div className="flex items-center justify-between gap-3 px-5 py-3 md:px-6 md:pt-7 md:pb-6 md:max-xl:justify-center md:max-xl:px-0">
          <span
            aria-hidden
            className="hidden size-10 items-center justify-center rounded-full bg-ink font-display text-xl text-ivory md:max-xl:flex"
          >
            A
          </span>
          <div className="min-w-0 md:max-xl:sr-only">
            <p className="text-[0.625rem] font-medium tracking-[0.3em] text-gold-deep uppercase">
              Aurora Beauty Studio
            </p>
            <h1 className="mt-1 text-xl leading-tight">{t('shell.title')}</h1>
          </div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex shrink-0 items-center gap-2 rounded-full border border-ink/15 bg-white/70 px-4 py-2 text-sm font-medium text-ink md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden className="size-4" />
            ) : (
              <Menu aria-hidden className="size-4" />
            )}
            <span className="max-w-32 truncate">
              {menuOpen ? t('shell.close') : refused ? t('shell.menuButton') : current.label}
            </span>
            <span className="sr-only"> — {t('shell.menu')}</span>
          </button>
        </div>
        <nav
          id={menuId}
          aria-label={t('shell.nav')}
          className={cn(
            'max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink/10 px-3 pt-2 pb-5 md:flex md:max-h-none md:min-h-0 md:flex-1 md:flex-col md:border-t-0 md:pt-0 md:max-xl:px-2',
            menuOpen ? 'block' : 'hidden',
          )}
        >
          <TabsList
            aria-label={t('shell.sections')}
            className="flex w-full flex-col gap-0.5 overflow-visible rounded-none border-0 bg-transparent p-0"
          >
            {tabs.map((tab, index) => {
              const Icon = tab.icon;
              const startsGroup = tab.group !== tabs[index - 1]?.group;
              return (
                <div key={tab.value} className="contents">
                  {startsGroup && (
                    <p
                      aria-hidden
                      className={cn(
                        'px-3 pb-1 text-[0.625rem] font-medium tracking-[0.24em] text-taupe uppercase md:max-xl:hidden',
                        index === 0 ? 'pt-1' : 'pt-4',
                      )}
                    >
                      {t(`shell.groups.${tab.group}`)}
                    </p>
                  )}
                  <TabsTrigger
                    value={tab.value}
                    onClick={() => setMenuOpen(false)}
                    title={tab.label}
                    className={cn(
                      'relative flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none data-[state=active]:bg-ink data-[state=active]:text-ivory',
                      // A tablet's rail: the icons, their names for screen readers and on hover.
                      'md:max-xl:justify-center md:max-xl:px-0 md:max-xl:py-3',
                      startsGroup && index > 0 && 'md:max-xl:mt-3',
                    )}
                  >
                    <Icon aria-hidden className="size-4 shrink-0 opacity-80 md:max-xl:size-5" />
                    <span className="truncate md:max-xl:sr-only">{tab.label}</span>
                    {tab.count && summary && (
                      <TabCount
                        count={summary[tab.count.of]}
                        label={tab.count.label(summary[tab.count.of])}
                      />
                    )}
                  </TabsTrigger>
                </div>
              );
            })}
          </TabsList>
          <div className="mt-6 flex flex-col gap-4 border-t border-ink/10 px-3 pt-5 md:mt-auto md:max-xl:items-center md:max-xl:px-0">
            {account}
            <Link
              to="/"
              className="inline-flex items-center gap-2 text-sm text-taupe underline-offset-4 hover:text-ink hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              <span className="md:max-xl:sr-only">{t('shell.viewSite')}</span>
            </Link>
          </div>
        </nav>
      </aside>
      <main
        id="conteudo"
        tabIndex={-1}
        className="min-w-0 px-4 py-6 sm:px-6 md:px-8 lg:py-10 xl:px-12"
      >
        {refused && <NotYours />}
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-0">
            {tab.content}
          </TabsContent>
        ))}
      </main>
    </Tabs>
  );
}
