import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Send, Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { card } from '@client/components/ui/card';
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
import { submitReview } from '../api/reviews-api';

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

/** The review form (Portuguese, like the spec's wording). Reviews are published after moderation. */
export function ReviewForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const form = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { userName: '', userEmail: '', rating: undefined, comment: '', website: '' },
  });
  const { register, handleSubmit, control, formState, setError, setFocus } = form;
  const { errors } = formState;

  useEffect(() => setFocus('userName'), [setFocus]);

  const send = useMutation({
    mutationFn: submitReview,
    onSuccess: () => {
      toast.success('Review enviado!', {
        description: 'Seu review será analisado e publicado em breve.',
      });
      onClose();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, FORM_FIELDS);
      toast.error('Erro ao enviar review. Tente novamente.');
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
      lang="pt-BR"
      className={cn(card({ depth: 'floating' }), 'relative mx-auto max-w-3xl p-6 sm:p-10')}
    >
      <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">Seu review</p>
      <h3 id={headingId} className="mt-3 text-3xl sm:text-4xl">
        Conte como foi sua experiência
      </h3>
      <p className="mt-3 leading-relaxed text-taupe">
        Sua opinião ajuda outras clientes e a nossa equipe. O review é publicado após uma breve
        análise; seu email nunca é exibido.
      </p>
      <div aria-hidden className="mt-6 h-px w-16 bg-gold" />

      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={handleSubmit(
          (values) => send.mutate({ ...values, comment: values.comment ?? '' }),
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
