import { Lock, ShieldAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** A quiet framed message inside the auth cards: warnings, confirmations and the lockout. */
export function AuthNotice({
  tone = 'info',
  title,
  icon,
  role,
  children,
  className,
}: {
  tone?: 'info' | 'warning' | 'danger';
  title?: string;
  icon?: ReactNode;
  role?: 'status' | 'alert';
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <div
      role={role}
      aria-labelledby={title ? titleId : undefined}
      className={cn(
        'flex gap-3 rounded-2xl border px-4 py-3.5 text-sm leading-relaxed',
        tone === 'info' && 'border-gold/40 bg-sand/60 text-ink-soft',
        tone === 'warning' && 'border-gold/50 bg-[#f6ecd9] text-ink-soft',
        tone === 'danger' && 'border-red-800/25 bg-red-50 text-red-900',
        className,
      )}
    >
      {icon && (
        <span
          aria-hidden
          className={cn(
            'mt-0.5 shrink-0 [&_svg]:size-4',
            tone === 'danger' ? 'text-red-800' : 'text-gold-deep',
          )}
        >
          {icon}
        </span>
      )}
      <div className="min-w-0">
        {title && (
          <p id={titleId} className="font-medium text-ink">
            {title}
          </p>
        )}
        <div className={cn(title && 'mt-0.5')}>{children}</div>
      </div>
    </div>
  );
}

/** How many minutes remain of a lockout, rounded up; the spec's 15 when the server did not say. */
export function lockoutMinutes(retryAfterSeconds: number | undefined) {
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return 15;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export const LOCKED_TITLE = 'Acesso temporariamente bloqueado';
export const LOCKED_MESSAGE = 'Muitas tentativas falharam. Tente novamente em 15 minutos.';

/** The visible lockout notice under the login form. */
export function LockedNotice({ minutes }: { minutes: number }) {
  return (
    <AuthNotice tone="danger" role="alert" title={LOCKED_TITLE} icon={<Lock />}>
      {`Muitas tentativas falharam. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`}
    </AuthNotice>
  );
}

/** 'Tentativas restantes: {n}' after a failed password, for the e-mail that was tried. */
export function RemainingAttempts({ remaining }: { remaining: number }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-full bg-sand/70 px-4 py-2 text-sm text-ink-soft"
    >
      <ShieldAlert aria-hidden className="size-4 shrink-0 text-gold-deep" />
      {`Tentativas restantes: ${remaining}`}
    </p>
  );
}
