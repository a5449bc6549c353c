import { ChevronDown, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { business, whatsappLink } from '@shared/business';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

export const CONTACT_SUBJECTS = [
  'Booking',
  'Treatment Information',
  'General Enquiries',
  'Complaints',
  'Suggestions',
] as const;

const fieldClass =
  'mt-2 block w-full rounded-2xl border border-ink/15 bg-ivory px-4 py-3 text-ink placeholder:text-taupe/70 transition-colors hover:border-ink/30 focus:border-gold-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep';

function Field({
  id,
  label,
  required,
  optional,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-gold-deep">
            *
          </span>
        )}
        {optional && <span className="ml-1.5 font-normal text-taupe">(optional)</span>}
      </label>
      {children}
    </div>
  );
}

/**
 * The contact form's layout. Sending is not wired yet, so the submit button stays disabled and
 * the visitor is pointed to the phone and WhatsApp meanwhile.
 */
export function ContactForm() {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      aria-describedby={noteId}
      className="grid gap-6 sm:grid-cols-2"
    >
      <Field id={`${id}-name`} label="Name" required>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          className={fieldClass}
        />
      </Field>
      <Field id={`${id}-email`} label="Email" required>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={fieldClass}
        />
      </Field>
      <Field id={`${id}-phone`} label="Phone" optional>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          className={fieldClass}
        />
      </Field>
      <Field id={`${id}-subject`} label="Subject">
        <div className="relative mt-2">
          <select
            id={`${id}-subject`}
            name="subject"
            defaultValue="Booking"
            className={cn(fieldClass, 'mt-0 appearance-none pr-11')}
          >
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-gold-deep"
          />
        </div>
      </Field>
      <div className="sm:col-span-2">
        <Field id={`${id}-message`} label="Message" required>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            required
            className={`${fieldClass} resize-y`}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <p className="text-xs text-taupe">
          <span aria-hidden className="text-gold-deep">
            *
          </span>{' '}
          Required fields
        </p>
        <Button type="submit" size="lg" disabled className="w-full sm:w-auto sm:self-start">
          <Send aria-hidden />
          Send Message
        </Button>
        <p
          id={noteId}
          className="rounded-2xl bg-sand/70 px-5 py-4 text-sm leading-relaxed text-ink-soft"
        >
          Online messages open soon — meanwhile, please call or{' '}
          <a
            href={whatsappLink(
              business.whatsapp.main,
              `Hello ${business.name}! I have a question.`,
            )}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-ink underline decoration-gold-deep underline-offset-4 hover:text-gold-deep"
          >
            WhatsApp us
          </a>
          .
        </p>
      </div>
    </form>
  );
}
