import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ClipboardList, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatInstant, salonTime } from '@shared/salon-dates';
import { ArchCard, ArchEmblem } from '@client/components/ui/arch-card';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { fillPageQuery } from './api/form-fill-api';
import { FormSheet } from './form-sheet';

const HEADING = 'Your forms';

/**
 * /forms/:token: where the forms e-mail (or the salon's tablet at check-in) lands. No sign-in: the
 * token opens this client's forms for one appointment. One form at a time, the first still due;
 * after each signature a confirmation and the next, then 'All done'.
 */
export function FormFillPage() {
  const { token = '' } = useParams();
  return <FormFill token={token} />;
}

/** The page for one token (apart from the router, so a test renders it with its own). */
export function FormFill({ token }: { token: string }) {
  useDocumentTitle(HEADING);
  const page = useQuery(fillPageQuery(token));
  const [justSigned, setJustSigned] = useState<string | null>(null);

  if (page.isPending)
    return (
      <ArchCard lang="en-GB">
        <p className="flex items-center gap-3 text-taupe" role="status">
          <Spinner /> Opening your forms…
        </p>
      </ArchCard>
    );
  if (page.isError)
    return (
      <ArchCard lang="en-GB">
        <ArchEmblem>
          <LinkIcon strokeWidth={1.5} />
        </ArchEmblem>
        <h1 className="mt-6 text-4xl leading-tight">This link cannot be used</h1>
        <p role="alert" className="mt-3 leading-relaxed text-taupe">
          {requestErrorMessage(page.error, 'We could not open your forms. Try again.')}
        </p>
      </ArchCard>
    );

  const p = page.data;
  const when = `${formatInstant(p.startsAt, 'longDate')} at ${salonTime(new Date(p.startsAt))}`;
  const current = p.forms.find((f) => f.status === 'due');
  const position = current ? p.forms.indexOf(current) + 1 : p.forms.length;

  return (
    <ArchCard lang="en-GB">
      <ArchEmblem>
        {current ? <ClipboardList strokeWidth={1.5} /> : <CircleCheck strokeWidth={1.5} />}
      </ArchEmblem>
      <p className="mt-6 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        Aurora Beauty Studio · Forms
      </p>
      <h1 className="mt-3 text-4xl leading-tight">{current ? HEADING : 'All done'}</h1>
      <p className="mt-3 leading-relaxed text-taupe">
        Hello {p.clientFirstName}: {p.serviceName}, {when} (UK time).
      </p>
      <ol className="mt-6 grid gap-2 text-left" aria-label="Forms for this appointment">
        {p.forms.map((f) => (
          <li
            key={f.formId}
            className="flex items-center justify-between gap-3 rounded-2xl bg-sand/60 px-4 py-3"
          >
            <span className="min-w-0 font-medium break-words text-ink">{f.content.title}</span>
            <span
              className={
                f.status === 'signed'
                  ? 'shrink-0 text-sm text-gold-deep'
                  : 'shrink-0 text-sm text-taupe'
              }
            >
              {f.status === 'signed' ? 'Signed' : 'To sign'}
            </span>
          </li>
        ))}
      </ol>
      {justSigned && (
        <p role="status" className="mt-6 flex items-start gap-2 leading-relaxed text-ink">
          <CircleCheck aria-hidden className="mt-1 size-4 shrink-0 text-gold-deep" />
          Thank you: “{justSigned}” is signed.
        </p>
      )}
      {current ? (
        <>
          <p className="mt-6 text-sm text-taupe">
            Form {position} of {p.forms.length}
          </p>
          <FormSheet
            key={current.formId}
            token={token}
            form={current}
            onSigned={(title) => {
              setJustSigned(title);
              window.scrollTo?.({ top: 0 });
            }}
          />
        </>
      ) : (
        <p className="mt-6 leading-relaxed text-ink">
          {p.forms.length === 0
            ? 'There are no forms to fill in for this appointment.'
            : 'Every form for this appointment is signed. Thank you, we look forward to seeing you.'}
        </p>
      )}
    </ArchCard>
  );
}
