import { useQuery } from '@tanstack/react-query';
import {
  Copy,
  Download,
  KeyRound,
  LogOut,
  MonitorSmartphone,
  ShieldCheck,
  ShieldOff,
  Smartphone,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { StaffSession } from '@shared/schemas/staff-security';
import { formatAdminDateTime } from '@shared/salon-dates';
import { toast } from '@client/lib/toast';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { PanelHeader } from '@client/components/admin/panel-header';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { ListSkeleton } from '@client/components/admin/list-states';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { SubmitButton } from '@client/components/ui/submit-button';
import { TextField } from '@client/components/ui/form-field';
import { authErrorMessage } from '@client/features/auth/api/auth-requests';
import {
  sessionsQuery,
  twoFactorStatusQuery,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEndOtherSessions,
  useEndSession,
  useNewRecoveryCodes,
  useStartTwoFactor,
} from '../api/staff-security-queries';
import { TotpQrCode } from './totp-qr-code';

/**
 * 'Minha conta': every member of the team's own security — two-factor sign-in with an
 * authenticator app (and its recovery codes), and the sessions open on their devices.
 */
export function AccountSecurityTab() {
  const { t } = useTranslation();
  return (
    <div>
      <PanelHeader title={t('shell.tabs.minhaConta')} lead={t('accountSecurity.lead')} />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </div>
  );
}

const sectionClass = cn(card({ depth: 'raised' }), 'min-w-0 p-5 sm:p-7');

/** The secret an app asks for when typed by hand: the URI's base32, in groups of four. */
function typedSecret(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

type Setup =
  | { step: 'idle' }
  | { step: 'scan'; totpUri: string; backupCodes: string[] }
  | { step: 'codes'; backupCodes: string[] };

function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useQuery(twoFactorStatusQuery);
  const [setup, setSetup] = useState<Setup>({ step: 'idle' });

  let body;
  if (setup.step === 'codes') {
    body = (
      <RecoveryCodes
        codes={setup.backupCodes}
        onDone={() => setSetup({ step: 'idle' })}
        lead={t('accountSecurity.codesAfterSetup')}
      />
    );
  } else if (setup.step === 'scan') {
    body = (
      <ScanStep
        totpUri={setup.totpUri}
        onCancel={() => setSetup({ step: 'idle' })}
        onConfirmed={() => setSetup({ step: 'codes', backupCodes: setup.backupCodes })}
      />
    );
  } else if (status.isPending) {
    body = <ListSkeleton rows={2} />;
  } else if (status.isError) {
    body = (
      <p role="alert" className="text-sm text-red-800">
        {requestErrorMessage(status.error, t('accountSecurity.loadFailed'))}
      </p>
    );
  } else if (status.data.enabled) {
    body = <EnabledTwoFactor backupCodesLeft={status.data.backupCodesLeft ?? 0} />;
  } else {
    body = (
      <StartTwoFactor
        onStarted={(totpUri, backupCodes) => setSetup({ step: 'scan', totpUri, backupCodes })}
      />
    );
  }

  // Confirmed by a code, it is on while the recovery codes are still being shown.
  const on = setup.step === 'codes' || (status.data?.enabled === true && setup.step === 'idle');
  return (
    <section aria-labelledby="two-factor-title" className={sectionClass}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h3 id="two-factor-title" className="flex items-center gap-2.5 text-2xl">
          <ShieldCheck aria-hidden className="size-5 text-gold-deep" />
          {t('accountSecurity.twoFactorTitle')}
        </h3>
        {status.data && (
          <span
            className={cn(
              'rounded-full px-3 py-1 text-xs font-medium',
              on ? 'bg-emerald-100 text-emerald-900' : 'bg-sand text-ink',
            )}
          >
            {on ? t('accountSecurity.on') : t('accountSecurity.off')}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}

/** A password prompt with its submit button: the steps that change two-factor all ask for it. */
function PasswordForm({
  label,
  busy,
  busyLabel,
  icon,
  error,
  onSubmit,
  tone = 'primary',
}: {
  label: string;
  busy: boolean;
  busyLabel: string;
  icon: ReactNode;
  error?: string;
  onSubmit: (password: string) => void;
  tone?: 'primary' | 'danger';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(password);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <TextField
        id={`${id}-password`}
        label={t('accountSecurity.password')}
        type="password"
        autoComplete="current-password"
        required
        requiredMark={false}
        value={password}
        error={missing ? t('accountSecurity.passwordMissing') : error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton
        busy={busy}
        busyLabel={busyLabel}
        icon={icon}
        className={cn('sm:mt-6', tone === 'danger' && 'bg-red-800 hover:bg-red-900')}
      >
        {label}
      </SubmitButton>
    </form>
  );
}

function StartTwoFactor({
  onStarted,
}: {
  onStarted: (totpUri: string, backupCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const start = useStartTwoFactor({
    onSuccess: ({ totpUri, backupCodes }) => {
      setError(undefined);
      onStarted(totpUri, backupCodes);
    },
    onError: (failure) => setError(authErrorMessage(failure)),
  });
  return (
    <div className="grid gap-5">
      <p className="leading-relaxed text-taupe">{t('accountSecurity.startLead')}</p>
      <PasswordForm
        label={t('accountSecurity.turnOn')}
        busy={start.isPending}
        busyLabel={t('accountSecurity.turningOn')}
        icon={<ShieldCheck aria-hidden />}
        error={error}
        onSubmit={(password) => start.mutate({ password })}
      />
    </div>
  );
}

function ScanStep({
  totpUri,
  onConfirmed,
  onCancel,
}: {
  totpUri: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useConfirmTwoFactor({
    onSuccess: () => {
      toast.success(t('accountSecurity.turnedOn'));
      onConfirmed();
    },
    onError: (failure) => setError(authErrorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError(t('accountSecurity.codeMissing'));
      return;
    }
    setError(undefined);
    confirm.mutate({ code: typed });
  };
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-2 pl-5 leading-relaxed text-taupe">
        <li>{t('accountSecurity.scanStep')}</li>
        <li>{t('accountSecurity.codeStep')}</li>
      </ol>
      <div className="flex flex-col gap-5 rounded-2xl bg-sand/60 p-4 sm:flex-row sm:items-center">
        <TotpQrCode totpUri={totpUri} />
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-[0.2em] text-gold-deep uppercase">
            {t('accountSecurity.keyToType')}
          </p>
          <p
            data-testid="two-factor-secret"
            className="mt-2 font-mono text-base break-words text-ink sm:text-lg"
          >
            {typedSecret(totpUri)}
          </p>
          <p className="mt-2 text-xs text-taupe">{t('accountSecurity.keyKind')}</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href={totpUri}>
              <Smartphone aria-hidden />
              {t('accountSecurity.openInApp')}
            </a>
          </Button>
        </div>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <TextField
          id={`${id}-code`}
          label={t('accountSecurity.appCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          requiredMark={false}
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitButton
          busy={confirm.isPending}
          busyLabel={t('accountSecurity.verifying')}
          icon={<KeyRound aria-hidden />}
          className="sm:mt-6"
        >
          {t('accountSecurity.confirm')}
        </SubmitButton>
      </form>
      <Button type="button" variant="link" className="justify-self-start" onClick={onCancel}>
        {t('accountSecurity.cancel')}
      </Button>
    </div>
  );
}

/** Recovery codes, shown once: copied or saved as a file before they are gone. */
function RecoveryCodes({
  codes,
  lead,
  onDone,
}: {
  codes: string[];
  lead: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('accountSecurity.copied'));
    } catch {
      toast.error(t('accountSecurity.copyFailed'), {
        description: t('accountSecurity.copyFailedDetail'),
      });
    }
  };
  const download = () => {
    const file = new Blob([`${t('accountSecurity.fileHeading')}\n\n${text}\n`], {
      type: 'text/plain;charset=utf-8',
    });
    const href = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = href;
    link.download = t('accountSecurity.fileName');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  };
  return (
    <div className="grid gap-5">
      <p className="leading-relaxed text-taupe">{lead}</p>
      <ul
        aria-label={t('accountSecurity.recoveryCodes')}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-sand/60 p-4 font-mono text-sm text-ink sm:text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('accountSecurity.copy')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          {t('accountSecurity.download')}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('accountSecurity.codesSaved')}
        </Button>
      </div>
    </div>
  );
}

function EnabledTwoFactor({ backupCodesLeft }: { backupCodesLeft: number }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<'none' | 'codes' | 'disable'>('none');
  const [fresh, setFresh] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const disable = useDisableTwoFactor({
    onSuccess: () => {
      toast.success(t('accountSecurity.turnedOff'));
      setAction('none');
    },
    onError: (failure) => setError(authErrorMessage(failure)),
  });
  const regenerate = useNewRecoveryCodes({
    onSuccess: (codes) => {
      setError(undefined);
      setAction('none');
      setFresh(codes);
    },
    onError: (failure) => setError(authErrorMessage(failure)),
  });

  if (fresh) {
    return (
      <RecoveryCodes
        codes={fresh}
        onDone={() => setFresh(null)}
        lead={t('accountSecurity.codesAfterRegenerate')}
      />
    );
  }
  return (
    <div className="grid gap-5">
      <p className="leading-relaxed text-taupe">
        <Trans
          i18nKey="accountSecurity.enabledLead"
          count={backupCodesLeft}
          components={{ strong: <strong className="font-medium text-ink" /> }}
        />
      </p>
      {action === 'none' && (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" size="sm" onClick={() => setAction('codes')}>
            <KeyRound aria-hidden />
            {t('accountSecurity.newCodes')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setAction('disable')}>
            <ShieldOff aria-hidden />
            {t('accountSecurity.turnOff')}
          </Button>
        </div>
      )}
      {action !== 'none' && (
        <div className="grid gap-3 rounded-2xl border border-ink/10 p-4">
          <p className="text-sm text-taupe">
            {action === 'disable'
              ? t('accountSecurity.turnOffLead')
              : t('accountSecurity.newCodesLead')}
          </p>
          <PasswordForm
            label={
              action === 'disable' ? t('accountSecurity.turnOff') : t('accountSecurity.makeCodes')
            }
            busy={action === 'disable' ? disable.isPending : regenerate.isPending}
            busyLabel={t('accountSecurity.working')}
            icon={action === 'disable' ? <ShieldOff aria-hidden /> : <KeyRound aria-hidden />}
            tone={action === 'disable' ? 'danger' : 'primary'}
            error={error}
            onSubmit={(password) =>
              action === 'disable' ? disable.mutate({ password }) : regenerate.mutate({ password })
            }
          />
          <Button
            type="button"
            variant="link"
            className="justify-self-start"
            onClick={() => {
              setAction('none');
              setError(undefined);
            }}
          >
            {t('accountSecurity.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useQuery(sessionsQuery);
  const [confirming, setConfirming] = useState(false);
  const endOthers = useEndOtherSessions({
    onSuccess: ({ ended }) => {
      setConfirming(false);
      toast.success(t('accountSecurity.sessionsEnded', { count: ended }));
    },
    onError: (failure) =>
      toast.error(t('accountSecurity.endFailed'), { description: requestErrorMessage(failure) }),
  });
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-title" className={sectionClass}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h3 id="sessions-title" className="flex items-center gap-2.5 text-2xl">
          <MonitorSmartphone aria-hidden className="size-5 text-gold-deep" />
          {t('accountSecurity.sessionsTitle')}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={others === 0}
          onClick={() => setConfirming(true)}
        >
          <LogOut aria-hidden />
          {t('accountSecurity.endOthers')}
        </Button>
      </div>
      {sessions.isPending && <ListSkeleton rows={2} />}
      {sessions.isError && (
        <p role="alert" className="text-sm text-red-800">
          {requestErrorMessage(sessions.error, t('accountSecurity.sessionsLoadFailed'))}
        </p>
      )}
      {sessions.data && (
        <ul className="grid gap-3" aria-label={t('accountSecurity.sessionsTitle')}>
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('accountSecurity.endOthersTitle')}
        description={t('accountSecurity.endOthersDetail')}
        confirmLabel={t('accountSecurity.endOthers')}
        busy={endOthers.isPending}
        onConfirm={() => endOthers.mutate()}
      />
    </section>
  );
}

function SessionRow({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const end = useEndSession({
    onSuccess: () => toast.success(t('accountSecurity.sessionEnded')),
    onError: (failure) =>
      toast.error(t('accountSecurity.endFailed'), { description: requestErrorMessage(failure) }),
  });
  const device = session.device ?? t('accountSecurity.unknownDevice');
  return (
    <li
      data-testid="staff-session"
      className="flex flex-col gap-3 rounded-2xl border border-ink/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {device}
          {session.current && (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs text-emerald-900">
              {t('accountSecurity.thisDevice')}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm break-words text-taupe">
          {session.address ? `${session.address} · ` : ''}
          {t('accountSecurity.sessionTimes', {
            started: formatAdminDateTime(session.startedAt),
            lastActive: formatAdminDateTime(session.lastActiveAt),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
          aria-label={t('accountSecurity.endSessionOf', { device })}
        >
          {end.isPending ? <Spinner /> : <LogOut aria-hidden />}
          {t('accountSecurity.end')}
        </Button>
      )}
    </li>
  );
}
