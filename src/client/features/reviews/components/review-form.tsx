import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Send, Star } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { card } from '@client/components/ui/card';
import { ApiRequestError } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import {
  REVIEW_RATING_REQUIRED,
  reviewInputSchema,
  type ReviewInput,
} from '@shared/schemas/review';
import { Button } from '@client/components/ui/button';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { HoneypotField } from '@client/components/ui/honeypot-field';
import { cn } from '@client/lib/cn';
import { formatDay } from '@shared/salon-dates';
import { reviewInvitationQuery, useSubmitReview } from '../api/reviews-api';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<number, string> = {
  1: 'Ruim',
  2: 'Regular',
  3: 'Bom',
  4: 'Muito bom',
  5: 'Excelente',
};
const ratingLabel = (value: number) => (value === 1 ? '1 estrela' : `${value} estrelas`);

const FORM_FIELDS = ['userName', 'userEmail', 'rating', 'comment'] as const;

/** One to five stars as a native radio group: arrow keys move between them, each has a name. */
function RatingInput({
  id,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
}: {
  id: string;
  value: number | undefined;
  error: string | undefined;
  onChange: (value: number) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const errorId = fieldErrorId(id);
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-ink">
        Avaliação
        <span aria-hidden className="ml-0.5 text-gold-deep">
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-0.5" onMouseLeave={() => setHovered(null)}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              onMouseEnter={() => setHovered(rating)}
              className="relative cursor-pointer rounded-full p-1.5 transition-transform hover:scale-110 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-gold-deep motion-reduce:hover:scale-100"
            >
              <input
                ref={rating === 1 ? inputRef : undefined}
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <Star
                aria-hidden
                strokeWidth={1.4}
                className={cn(
                  'size-8 transition-colors sm:size-9',
                  rating <= shown ? 'fill-gold text-gold-deep' : 'fill-transparent text-ink/30',
                )}
              />
              <span className="sr-only">{ratingLabel(rating)}</span>
            </label>
          ))}
        </div>
        <span aria-hidden className="min-w-20 text-sm text-taupe">
          {shown > 0 ? `${RATING_WORDS[shown]} · ${shown}/5` : 'Escolha de 1 a 5'}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** What a review link tells about the visit, or why it cannot be used (the form still works). */
function InvitationNote({ invitation }: { invitation: ReturnType<typeof useInvitation> }) {
  if (!invitation || invitation.isPending) return null;
  if (invitation.isError)
    return (
      <p role="status" lang="en-GB" className="mt-4 rounded-2xl bg-sand/60 px-4 py-3 text-ink">
        {invitation.error instanceof ApiRequestError
          ? invitation.error.message
          : 'We could not open your review link. You can still leave a review below.'}
      </p>
    );
  const { service, date } = invitation.data;
  return (
    <p lang="en-GB" className="mt-4 rounded-2xl bg-sand/60 px-4 py-3 text-ink">
      Your visit: <strong className="font-medium">{service}</strong> on{' '}
      {formatDay(date, 'longDate')}. Your review will be marked as from a verified visit.
    </p>
  );
}

const useInvitation = (token: string | undefined) => {
  const query = useQuery({ ...reviewInvitationQuery(token ?? ''), enabled: !!token });
  return token ? query : undefined;
};

/**
 * The review form (Portuguese, like the spec's wording). Reviews are published after moderation.
 * Opened from a review request's link (`token`), it is filled in with the client's name and e-mail
 * and the stars take the focus; the review then counts as from a verified visit.
 */
export function ReviewForm({
  onClose,
  token,
  onSent,
}: {
  onClose: () => void;
  token?: string;
  /** After a review is accepted, e.g. to forget the link. */
  onSent?: () => void;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  const container = useRef<HTMLDivElement>(null);
  const form = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { userName: '', userEmail: '', rating: undefined, comment: '', website: '' },
  });
  const { register, handleSubmit, control, formState, setError, setFocus, reset } = form;
  const { errors } = formState;
  const invitation = useInvitation(token);
  const invited = invitation?.isSuccess ? invitation.data : undefined;

  useEffect(() => {
    if (!token) setFocus('userName');
  }, [setFocus, token]);

  useEffect(() => {
    if (!invitation || invitation.isPending) return;
    if (invited) {
      reset({ ...form.getValues(), userName: invited.name, userEmail: invited.email });
      container.current?.scrollIntoView({ block: 'start' });
      // After the reset has re-rendered the fields: focusing now would be lost.
      const timer = setTimeout(() => setFocus('rating'));
      return () => clearTimeout(timer);
    } else {
      setFocus('userName');
    }
    // Runs once the link is answered; the form's own methods are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invitation?.status]);

  const send = useSubmitReview({
    onSuccess: () => {
      toast.success('Review enviado!', {
        description: 'Seu review será analisado e publicado em breve.',
      });
      onSent?.();
      onClose();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, FORM_FIELDS);
      // A link already used or expired: the server says so in words the visitor can act on.
      if (error instanceof ApiRequestError && [404, 409, 410].includes(error.status))
        toast.error(error.message);
      else toast.error('Erro ao enviar review. Tente novamente.');
    },
  });

  const onInvalid = (invalid: FieldErrors<ReviewInput>) => {
    if (invalid.rating) toast.error(REVIEW_RATING_REQUIRED);
  };

  const nameId = `${id}-name`;
  const emailId = `${id}-email`;
  const commentId = `${id}-comment`;

  return (
    <div
      ref={container}
      lang="pt-BR"
      className={cn(
        card({ depth: 'floating' }),
        'relative mx-auto max-w-3xl scroll-mt-24 p-6 sm:p-10',
      )}
    >
      <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">Seu review</p>
      <h3 id={headingId} className="mt-3 text-3xl sm:text-4xl">
        Conte como foi sua experiência
      </h3>
      <p className="mt-3 leading-relaxed text-taupe">
        Sua opinião ajuda outras clientes e a nossa equipe. O review é publicado após uma breve
        análise; seu email nunca é exibido.
      </p>
      <InvitationNote invitation={invitation} />
      <div aria-hidden className="mt-6 h-px w-16 bg-gold" />

      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={handleSubmit(
          (values) =>
            send.mutate({
              ...values,
              comment: values.comment ?? '',
              ...(invited && token ? { token } : {}),
            }),
          onInvalid,
        )}
        className="relative mt-8 grid gap-6 sm:grid-cols-2"
      >
        <TextField
          id={nameId}
          label="Nome"
          required
          error={errors.userName?.message}
          type="text"
          autoComplete="name"
          maxLength={100}
          {...register('userName')}
        />
        <TextField
          id={emailId}
          label="Email"
          required
          error={errors.userEmail?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
          // A verified review keeps the address its invitation went to (the server ignores another).
          readOnly={!!invited}
          {...register('userEmail')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <RatingInput
                id={`${id}-rating`}
                value={field.value}
                error={fieldState.error?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
        </div>
        <FormField
          id={commentId}
          label="Comentário"
          optional
          optionalLabel="(opcional)"
          error={errors.comment?.message}
          className="sm:col-span-2"
        >
          <textarea
            id={commentId}
            rows={4}
            maxLength={1000}
            placeholder="O que você mais gostou?"
            className={cn(fieldControlClass, 'resize-y')}
            {...fieldA11y(commentId, errors.comment?.message)}
            {...register('comment')}
          />
        </FormField>
        <HoneypotField {...register('website')} />
        <div className="flex flex-col gap-3 pt-2 sm:col-span-2 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
            <Send aria-hidden />
            {send.isPending ? 'Enviando...' : 'Enviar Review'}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={onClose}
            className="w-full sm:w-auto"
          >
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}
