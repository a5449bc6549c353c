import { useQuery } from '@tanstack/react-query';
import { Download, FileSignature } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { formatInstant } from '@shared/salon-dates';
import { mySignedFormPdfUrl, mySignedFormsQuery } from './my-forms-api';

/**
 * /perfil's 'Your forms' (issue 33): the consent and medical forms the client has signed, each
 * downloadable as the PDF the salon keeps. Shown only to a client who has signed one.
 */
export function YourFormsSection() {
  const forms = useQuery(mySignedFormsQuery);
  // Nothing until it is known there is something: most clients have signed no form.
  if (!forms.data?.length) return null;
  return (
    <section
      aria-labelledby="your-forms-heading"
      className={cn(card({ depth: 'raised' }), 'p-6 sm:p-10')}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep sm:flex"
        >
          <FileSignature className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="your-forms-heading" className="text-3xl">
            Your signed forms
          </h2>
          <p className="mt-3 leading-relaxed text-taupe">
            The consent and medical history forms you have signed with us. A signed form cannot be
            changed; if something has changed, tell us at your next visit and you will sign a new
            one.
          </p>
        </div>
      </div>
      <ul className="mt-6 divide-y divide-ink/10">
        {forms.data.map((form) => (
          <li
            key={form.id}
            className="flex flex-col gap-2 py-3.5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-display text-xl text-ink">{form.title}</p>
              <p className="text-sm text-taupe">
                Signed {formatInstant(form.signedAt, 'dateTime')}
              </p>
            </div>
            <a
              href={mySignedFormPdfUrl(form.id)}
              download
              aria-label={`Download ${form.title} (PDF)`}
              className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start')}
            >
              <Download aria-hidden /> PDF
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
