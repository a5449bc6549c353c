import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { CONTACT_SUBJECTS, contactInputSchema, type ContactInput } from '@shared/schemas/contact';
import { SubmitButton } from '@client/components/ui/submit-button';
import { fieldA11y, fieldControlClass, FormField } from '@client/components/ui/form-field';
import { EmailField, NameField, OptionalPhoneField } from '@client/components/ui/person-fields';
import { HoneypotField } from '@client/components/ui/honeypot-field';
import { cn } from '@client/lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = {
  name: '',
  email: '',
  phone: '',
  subject: 'Booking',
  message: '',
  website: '',
};

const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The contact page's message form: validated with the shared schema, sent to the team's inbox. */
export function ContactForm() {
  const id = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const send = useSendContactMessage({
    onSuccess: () => {
      toast.success('Message sent successfully!', {
        description: 'We will contact you shortly.',
      });
      reset(EMPTY);
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, FORM_FIELDS);
      toast.error('Error sending message', {
        description: 'Please try again or contact us by phone.',
      });
    },
  });

  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    subject: `${id}-subject`,
    message: `${id}-message`,
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate({ ...values, phone: values.phone ?? '' }))}
      className="relative grid gap-6 sm:grid-cols-2"
    >
      <NameField
        id={ids.name}
        label="Name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField id={ids.email} required error={errors.email?.message} {...register('email')} />
      <OptionalPhoneField id={ids.phone} error={errors.phone?.message} {...register('phone')} />
      <FormField id={ids.subject} label="Subject" error={errors.subject?.message}>
        <div className="relative mt-2">
          <select
            id={ids.subject}
            className={cn(fieldControlClass, 'mt-0 appearance-none pr-11')}
            {...fieldA11y(ids.subject, errors.subject?.message)}
            {...register('subject')}
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
      </FormField>
      <FormField
        id={ids.message}
        label="Message"
        required
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <textarea
          id={ids.message}
          rows={6}
          required
          maxLength={5000}
          className={cn(fieldControlClass, 'resize-y')}
          {...fieldA11y(ids.message, errors.message?.message)}
          {...register('message')}
        />
      </FormField>
      <HoneypotField {...register('website')} />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <p className="text-xs text-taupe">
          <span aria-hidden className="text-gold-deep">
            *
          </span>{' '}
          Required fields
        </p>
        <SubmitButton
          busy={send.isPending}
          busyLabel="Sending..."
          icon={<Send aria-hidden />}
          className="w-full sm:w-auto sm:self-start"
        >
          Send Message
        </SubmitButton>
      </div>
    </form>
  );
}
