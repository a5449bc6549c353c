import { CreditCard, FlaskConical, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';

// The built-in test checkout (DESIGN.md: payments offline) has two pages, the academy's course and
// booking's deposit, in two languages. They look and behave as one: the frame is here, each page
// brings its own words, summary and form.

/** The page: the test-mode banner over the content. */
export function TestCheckoutFrame({
  lang,
  title,
  notice,
  children,
}: {
  lang?: string;
  /** The banner's first words, in capitals. */
  title: string;
  /** What the banner says after them: nothing is charged. */
  notice: string;
  children: ReactNode;
}) {
  return (
    <div lang={lang}>
      <div
        role="note"
        className="border-b border-gold/40 bg-[repeating-linear-gradient(135deg,#f3ebdd_0,#f3ebdd_14px,#efe2c9_14px,#efe2c9_28px)]"
      >
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-5 py-3 text-sm text-ink">
          <FlaskConical aria-hidden className="size-5 shrink-0 text-gold-deep" />
          <p>
            <strong className="font-semibold tracking-[0.12em] uppercase">{title}</strong> ·{' '}
            {notice}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-5 py-12 sm:py-16">{children}</div>
    </div>
  );
}

/** While the session is read. */
export function TestCheckoutLoading({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-taupe">
      <Spinner className="size-5" />
      {children}
    </div>
  );
}

/** An open session: what is paid for beside the title, what happens next, and the form. */
export function TestCheckoutOpen({
  summary,
  title,
  intro,
  children,
}: {
  summary: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
      {summary}
      <div>
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-3 mb-8 leading-relaxed text-taupe">{intro}</p>
        {children}
      </div>
    </div>
  );
}

/** That no card is asked for, above the buttons. */
export function TestCardNote({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-ink/20 bg-ivory px-4 py-3 text-sm text-taupe">
      <CreditCard aria-hidden className="mr-2 inline size-4 text-gold-deep" />
      {children}
    </div>
  );
}

/** Pay and cancel, side by side; cancelling gives the session up. */
export function TestCheckoutActions({
  pay,
  cancelLabel,
  cancelling,
  busy,
  onCancel,
}: {
  pay: ReactNode;
  cancelLabel: string;
  cancelling: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {pay}
      <Button type="button" variant="outline" size="lg" disabled={busy} onClick={onCancel}>
        {cancelling ? <Spinner /> : <X aria-hidden />}
        {cancelLabel}
      </Button>
    </div>
  );
}
