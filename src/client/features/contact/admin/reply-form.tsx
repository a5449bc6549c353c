import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import {
  ADMIN_REPLY_MAX_LENGTH,
  type AdminMessage,
  type AdminReplyInput,
  adminReplyInputSchema,
  isBlankReply,
} from '@shared/schemas/admin-messages';
import { Button } from '@client/components/ui/button';
import {
  fieldA11y,
  FieldError,
  fieldControlClass,
  fieldErrorId,
} from '@client/components/ui/form-field';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { useReplyToMessage } from './api/messages-admin-api';

/**
 * The reply box. Sending is disabled while the text is empty or only whitespace (the server
 * refuses it too); the reply goes to the sender by e-mail.
 */
export function ReplyForm({ message, onDone }: { message: AdminMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const id = useId();
  const { register, handleSubmit, getValues, setError, setFocus, control, formState } =
    useForm<AdminReplyInput>({
      resolver: inStaffLanguage(zodResolver(adminReplyInputSchema), locale),
      defaultValues: { response: '' },
    });
  const error = formState.errors.response?.message;
  const text = useWatch({ control, name: 'response' });
  useEffect(() => setFocus('response'), [setFocus]);

  const send = useReplyToMessage({
    onSuccess: () => {
      toast.success(t('messages.replied'));
      onDone();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['response']);
      toast.error(t('messages.replyFailed'), {
        description: requestErrorMessage(error),
      });
      // Someone else answered first: their reply shows instead of the box.
      if (error instanceof ApiRequestError && error.status === 409) onDone();
    },
  });

  const blank = isBlankReply(text);
  return (
    <form
      className="mt-6 rounded-2xl bg-ivory p-4 sm:p-5"
      // The reply goes as typed; the schema only checked it.
      onSubmit={handleSubmit(() => {
        if (!blank) send.mutate({ id: message.id, response: getValues('response') });
      })}
    >
      <label htmlFor={`${id}-reply`} className="text-sm font-medium">
        {t('messages.replyTo', { name: message.name })}
      </label>
      <textarea
        id={`${id}-reply`}
        rows={4}
        maxLength={ADMIN_REPLY_MAX_LENGTH}
        placeholder={t('messages.replyPlaceholder')}
        className={cn(fieldControlClass, 'resize-y bg-white')}
        {...fieldA11y(`${id}-reply`, error)}
        aria-describedby={error ? `${fieldErrorId(`${id}-reply`)} ${id}-hint` : `${id}-hint`}
        {...register('response')}
      />
      <FieldError id={fieldErrorId(`${id}-reply`)} message={error} />
      <p id={`${id}-hint`} className="mt-2 text-xs text-taupe">
        {t('messages.replyHint', { email: message.email })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={blank || send.isPending}>
          <Send aria-hidden />
          {send.isPending ? t('messages.sending') : t('messages.send')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('adminUi.cancel')}
        </Button>
      </div>
    </form>
  );
}
