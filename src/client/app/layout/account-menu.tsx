import { CalendarHeart, ChevronDown, GraduationCap, LogOut, UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@shared/routes';
import type { SessionUser } from '@client/features/auth/api/me-query';
import { useSignOut } from '@client/features/auth/api/sign-out';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';

const ACCOUNT_LINKS = [
  { to: paths.profile, label: 'My Profile', icon: UserRound },
  { to: paths.appointments, label: 'My Appointments', icon: CalendarHeart },
  { to: paths.myCourses, label: 'My Courses', icon: GraduationCap },
];

/**
 * The signed-in visitor's 'My Account' disclosure: My Profile, My Appointments, My Courses and
 * Sign Out (which ends every session of the account). A dropdown on desktop, inline on mobile.
 */
export function AccountMenu({
  variant,
  user,
}: {
  variant: 'desktop' | 'mobile';
  user: SessionUser;
}) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string>();
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : undefined);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const desktop = variant === 'desktop';
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase();

  const signOut = useSignOut({
    to: paths.home,
    onSignedOut: () =>
      toast.success('Signed out', { description: 'You have been signed out on every device.' }),
    onError: () => toast.error('Sign out failed', { description: 'Please try again.' }),
  });

  return (
    <div
      className={cn('relative', !desktop && 'rounded-2xl border border-ink/10 bg-white/60')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (desktop && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
        }
      }}
    >
      {desktop ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          className={cn(
            'flex h-9 items-center gap-1.5 rounded-full border border-ink/25 py-0.5 pr-2.5 pl-0.5 text-ink transition-colors hover:border-ink',
            open && 'border-ink',
          )}
        >
          <span
            aria-hidden
            className="flex size-[1.875rem] items-center justify-center rounded-full bg-ink font-display text-base leading-none text-ivory"
          >
            {initial}
          </span>
          <span className="sr-only">My Account</span>
          <ChevronDown
            aria-hidden
            className={cn('size-4 text-ink-soft transition-transform', open && 'rotate-180')}
          />
        </button>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 px-4 py-3.5 text-left font-display text-2xl text-ink"
        >
          <UserRound aria-hidden className="size-5 text-gold-deep" />
          <span className="flex-1">My Account</span>
          <ChevronDown
            aria-hidden
            className={cn('size-5 text-taupe transition-transform', open && 'rotate-180')}
          />
        </button>
      )}
      <div
        id={menuId}
        hidden={!open}
        className={desktop ? 'absolute top-full right-0 z-40 w-64 pt-3' : 'px-2 pb-2'}
      >
        <div
          className={cn(
            desktop &&
              'rounded-2xl border border-ink/10 bg-ivory p-2 shadow-[0_24px_60px_-20px_rgba(43,34,32,0.35)]',
          )}
        >
          {desktop && (
            <p className="mb-1 border-b border-ink/10 px-3.5 pt-2 pb-3">
              <span className="block text-xs font-medium tracking-[0.2em] text-gold-deep uppercase">
                My Account
              </span>
              <span className="mt-1 block truncate font-display text-lg text-ink">{user.name}</span>
              <span className="block truncate text-xs text-taupe">{user.email}</span>
            </p>
          )}
          <ul className="grid gap-0.5">
            {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl px-3.5 py-2.5 text-sm text-ink transition-colors hover:bg-sand"
                >
                  <Icon aria-hidden className="size-4 text-gold-deep" />
                  {label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-ink/10 pt-1">
              <button
                type="button"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate()}
                className="flex w-full items-center gap-3 rounded-xl px-3.5 py-2.5 text-left text-sm text-ink transition-colors hover:bg-sand disabled:opacity-60"
              >
                {signOut.isPending ? (
                  <Spinner className="size-4 text-gold-deep" />
                ) : (
                  <LogOut aria-hidden className="size-4 text-gold-deep" />
                )}
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
