import { ChevronDown, Menu, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { useSession } from '@client/features/auth/api/me-query';
import { useSignOutOnUnauthorized } from '@client/features/auth/api/session-events';
import { SERVICE_CARDS } from '@client/features/catalogue/service-cards';
import { cn } from '@client/lib/cn';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

/** Only signed-in visitors need the account menu (and sign-out): it loads when they do. */
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative py-2 text-[0.8125rem] font-medium tracking-[0.14em] uppercase transition-colors hover:text-gold-deep',
    'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold after:transition-transform',
    isActive
      ? 'text-ink after:scale-x-100'
      : 'text-ink-soft after:scale-x-0 hover:after:scale-x-100',
  );

function ServicesMenu() {
  // Remembering the location the menu was opened at closes it on every navigation.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string>();
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : undefined);
  const menuId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short grace period lets the pointer travel from the label into the panel.
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };

  return (
    <div
      className="relative flex items-center gap-1"
      onMouseEnter={show}
      onMouseLeave={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink to={paths.services} className={navLinkClass}>
        Services
      </NavLink>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Show service categories"
        onClick={() => setOpen(!open)}
        className="rounded-full p-1 text-ink-soft hover:text-gold-deep"
      >
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full left-1/2 z-40 w-[34rem] -translate-x-1/2 pt-4"
      >
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-ink/10 bg-ivory p-3 shadow-[0_24px_60px_-20px_rgba(43,34,32,0.35)]">
          {SERVICE_CARDS.map((card) => (
            <li key={card.id}>
              <Link
                to={`${paths.services}#${card.id}`}
                className="block rounded-xl px-4 py-3 transition-colors hover:bg-sand"
              >
                <span className="block font-display text-lg text-ink">{card.name}</span>
                <span className="mt-0.5 block text-xs leading-snug text-taupe">
                  {card.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Sign In, or the account menu once signed in; while the session loads, its space is kept. */
function AccountArea({
  variant,
  onNavigate,
}: {
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
}) {
  const session = useSession();
  const placeholder = (
    <span
      aria-hidden
      className={cn('block', variant === 'desktop' ? 'h-9 w-[5.375rem]' : 'h-11')}
    />
  );
  if (session.status === 'loading') return placeholder;
  if (session.user) {
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu variant={variant} user={session.user} />
      </Suspense>
    );
  }
  return (
    <Link
      to={paths.auth}
      onClick={onNavigate}
      className={buttonVariants({ variant: 'outline', size: variant === 'desktop' ? 'sm' : 'md' })}
    >
      Sign In
    </Link>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh-7.5rem)] overflow-y-auto border-t border-ink/10 bg-ivory px-5 pt-4 pb-8 xl:hidden"
    >
      <nav aria-label="Mobile">
        <ul className="divide-y divide-ink/10">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === paths.home}
                onClick={onClose}
                className={({ isActive }) =>
                  cn('block py-3.5 font-display text-2xl', isActive ? 'text-gold-deep' : 'text-ink')
                }
              >
                {link.label}
              </NavLink>
              {link.to === paths.services && (
                <ul className="grid grid-cols-2 gap-x-4 gap-y-1 pb-4">
                  {SERVICE_CARDS.map((card) => (
                    <li key={card.id}>
                      <Link
                        to={`${paths.services}#${card.id}`}
                        onClick={onClose}
                        className="block py-1.5 text-sm text-taupe hover:text-ink"
                      >
                        {card.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 grid gap-3">
        <Link to={paths.treatments} onClick={onClose} className={buttonVariants()}>
          Book Consultation
        </Link>
        <AccountArea variant="mobile" onNavigate={onClose} />
      </div>
    </div>
  );
}

export function SiteHeader() {
  useSignOutOnUnauthorized();
  const location = useLocation();
  const [mobileOpenAt, setMobileOpenAt] = useState<string>();
  const mobileOpen = mobileOpenAt === location.key;
  const setMobileOpen = (value: boolean) => setMobileOpenAt(value ? location.key : undefined);

  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-ivory/90 backdrop-blur-md">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-6 px-5">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-7">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                {link.to === paths.services ? (
                  <ServicesMenu />
                ) : (
                  <NavLink to={link.to} end={link.to === paths.home} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 xl:flex">
          <AccountArea variant="desktop" />
          <Link to={paths.treatments} className={buttonVariants({ size: 'sm' })}>
            Book Consultation
          </Link>
        </div>
        <button
          type="button"
          className="rounded-full p-2 text-ink xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? (
            <X aria-hidden className="size-6" />
          ) : (
            <Menu aria-hidden className="size-6" />
          )}
        </button>
      </div>
      {mobileOpen && <MobileMenu onClose={() => setMobileOpen(false)} />}
    </header>
  );
}
