import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { lazySection } from '@client/components/lazy-section';
import { useAdminShortcut } from './use-admin-shortcut';
import { useScrollToHash } from './use-scroll-to-hash';
import { SiteHeader } from './site-header';
import { TopBanner } from './top-banner';
import { WhatsAppButton } from './whatsapp-button';

/** Below every page's content: it hydrates when it comes into view (decision 030). */
const SiteFooter = lazySection(async () => (await import('./site-footer')).SiteFooter);

export function RootLayout() {
  useAdminShortcut();
  useScrollToHash();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBanner />
      <SiteHeader />
      <div
        aria-hidden
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-gold transition-transform duration-500 ${
          navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <main id="main" className="flex-1">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <WhatsAppButton />
      <ScrollRestoration />
    </div>
  );
}
