import {
  BadgeCheck,
  CircleAlert,
  CircleCheck,
  MessageSquareText,
  Send,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { FormAlert } from '@client/components/ui/form-alert';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { ukMobileNumber } from '@shared/sms-consent';
import { SMS_CODE_LENGTH, smsVerificationMessages as m } from '@shared/sms-verification';
import {
  type ReceivedSmsStatus,
  useSendSmsCode,
  useSmsVerification,
  useVerifySmsCode,
} from '../api/sms-verification';

/** Whole seconds until `deadline` (a Date.now() instant), ticking while it is ahead. */
function useSecondsUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(timer);
    };
    // At once too: `now` may be from long before this deadline.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

const resendDeadline = (status: ReceivedSmsStatus | undefined) =>
  status?.pending ? status.receivedAt + status.pending.resendInSeconds * 1000 : null;

interface PanelProps {
  savedPhone: string | null;
  optedIn: boolean;
  unsaved: boolean;
}

/**
 * /perfil's proof that the saved mobile number is the client's (issue 27): reminders are texted
 * only to a verified number, so until then they go by e-mail. Shown once the client has saved the
 * SMS opt-in with a UK mobile; `unsaved` while the form holds a change to either. Another number
 * saved starts it over (its messages and typed code belong to the old one).
 */
export function SmsVerificationPanel(props: PanelProps) {
  const number = ukMobileNumber(props.savedPhone);
  return <Panel key={number ?? 'none'} {...props} />;
}

function Panel({ savedPhone, optedIn, unsaved }: PanelProps) {
  const id = useId();
  const number = ukMobileNumber(savedPhone);
  const shown = optedIn && number !== null;
  const query = useSmsVerification(shown);
  const status = query.data;
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  // Set when a code was sent: the field takes the focus once it is there and enabled.
  const focusCode = useRef(false);
  const wait = Math.min(
    useSecondsUntil(resendDeadline(status)),
    status?.pending?.resendInSeconds ?? 0,
  );

  const failed = (err: Error) => {
    // A 401 is handled for the whole app: the visitor is shown as signed out.
    if (err instanceof ApiRequestError && err.status === 401) return;
    setNotice(null);
    setError(requestErrorMessage(err, 'Something went wrong. Please try again in a moment.'));
  };
  const send = useSendSmsCode({
    onSuccess: (sent) => {
      setError(null);
      setCode('');
      setNotice(m.sent(sent.number ?? ''));
      // The code is the next thing to type.
      focusCode.current = true;
    },
    onError: failed,
  });
  const verify = useVerifySmsCode({
    onSuccess: () => {
      setError(null);
      setNotice(m.success);
    },
    onError: failed,
  });

  const fieldReady = status?.pending != null && status.pending.attemptsLeft > 0 && !send.isPending;
  useEffect(() => {
    if (!focusCode.current || !fieldReady) return;
    focusCode.current = false;
    codeInput.current?.focus();
  });

  if (!shown || number === null) return null;

  const ids = {
    heading: `${id}-heading`,
    note: `${id}-note`,
    code: `${id}-code`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const verified = status?.verified === true;
  const pending = status?.pending ?? null;
  const canType = pending !== null && pending.attemptsLeft > 0;
  const busy = send.isPending || verify.isPending;

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setNotice(null);
      setError(m.codeFormat);
      codeInput.current?.focus();
      return;
    }
    verify.mutate({ code });
  };

  return (
    <section
      aria-labelledby={ids.heading}
      aria-busy={query.isPending || undefined}
      className="mt-10 border-t border-ink/10 pt-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={ids.heading} className="flex items-center gap-2.5 text-2xl">
          <MessageSquareText aria-hidden className="size-5 text-gold-deep" />
          Text reminders
        </h3>
        {status?.available && (
          <Badge tone={verified ? 'gold' : 'outline'}>
            {verified ? (
              <BadgeCheck aria-hidden className="size-3.5" />
            ) : (
              <CircleAlert aria-hidden className="size-3.5" />
            )}
            {verified ? m.verified : m.notVerified}
          </Badge>
        )}
      </div>

      {query.isPending ? (
        <div role="status" aria-label="Loading" className="mt-4 h-4 w-2/3 rounded-full bg-sand" />
      ) : query.isError ? (
        <FormAlert className="mt-4">
          We could not check your mobile number just now. Please reload the page.
        </FormAlert>
      ) : !status?.available ? (
        <p id={ids.note} className="mt-3 text-sm leading-relaxed text-taupe">
          {m.unavailable}
        </p>
      ) : verified ? (
        <p id={ids.note} className="mt-3 flex items-start gap-2 text-sm leading-relaxed text-ink">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
          {m.verifiedNote(number)}
        </p>
      ) : (
        <>
          <p id={ids.note} className="mt-3 text-sm leading-relaxed text-ink">
            {m.notVerifiedNote}
          </p>
          <p className="mt-1.5 text-sm leading-relaxed text-taupe">{m.explain(number)}</p>
          {unsaved && (
            <p className="mt-4 rounded-2xl bg-sand/50 px-4 py-3 text-sm text-ink-soft">
              {m.saveFirst}
            </p>
          )}
          {!unsaved && pending?.attemptsLeft === 0 && (
            <p className="mt-4 text-sm text-ink-soft">{m.tooManyAttempts}</p>
          )}
        </>
      )}

      {/* Always in the page (empty, they take no room) so that what appears in them is read out;
          above the controls, which may go (an expired code's field) while the message stays. */}
      <div role="status" className="[&:not(:empty)]:mt-4">
        {notice && (
          <p className="flex items-start gap-2 rounded-2xl bg-sand/50 px-4 py-3 text-sm leading-relaxed text-ink">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
            {notice}
          </p>
        )}
      </div>
      <div role="alert" className="[&:not(:empty)]:mt-4">
        {error && (
          <p
            id={ids.error}
            className="flex items-start gap-2 rounded-2xl bg-red-50/70 px-4 py-3 text-sm text-red-900"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>

      {status?.available && !verified && !unsaved && (
        <div className="mt-5 grid gap-4">
          {canType && (
            <form noValidate onSubmit={submitCode}>
              <label htmlFor={ids.code} className="text-sm font-medium text-ink">
                {m.codeLabel}
              </label>
              <p id={ids.hint} className="mt-1 text-xs text-taupe">
                {m.codeHint}
              </p>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
                <input
                  ref={codeInput}
                  id={ids.code}
                  name="code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={SMS_CODE_LENGTH + 2}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
                  className={cn(
                    fieldControlClass,
                    'mt-0 font-mono text-lg tracking-[0.4em] sm:max-w-56',
                  )}
                />
                <Button
                  type="submit"
                  size="lg"
                  disabled={busy}
                  className="w-full shrink-0 sm:w-auto"
                >
                  {verify.isPending ? <Spinner /> : <BadgeCheck aria-hidden />}
                  {verify.isPending ? 'Checking...' : 'Verify'}
                </Button>
              </div>
            </form>
          )}
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
            <Button
              type="button"
              variant={pending ? 'link' : 'outline'}
              disabled={busy || wait > 0}
              onClick={() => send.mutate()}
              className={pending ? 'h-auto self-start px-0 py-1' : 'w-full sm:w-auto'}
            >
              {send.isPending ? <Spinner /> : <Send aria-hidden />}
              {send.isPending ? 'Sending...' : pending ? 'Send a new code' : 'Send code'}
            </Button>
            {pending && wait > 0 && (
              <span className="text-xs text-taupe tabular-nums">
                You can ask for a new code in {wait} s.
              </span>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
