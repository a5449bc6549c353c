import { CheckCheck, Mail, MessageSquareReply, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { formatAdminDateTime } from '@shared/salon-dates';
import type { AdminMessage } from '@shared/schemas/admin-messages';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useMarkMessageRead } from './api/messages-admin-api';
import { ReplyForm } from './reply-form';

/** One contact message: who, when, what, its badges, 'Marcar como Lida' and the reply. */
export function MessageCard({ message }: { message: AdminMessage }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const headingId = `message-${message.id}`;
  const markRead = useMarkMessageRead({
    onSuccess: () => toast.success(t('messages.markedRead')),
    onError: () => toast.error(t('messages.markReadFailed')),
  });

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        card({ depth: 'raised' }),
        'p-5 sm:p-7',
        !message.isRead && 'border-gold/40 bg-white',
      )}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-2xl leading-tight">
              {message.name}
            </h3>
            {!message.isRead && <Badge tone="gold">{t('messages.new')}</Badge>}
            {message.adminResponse !== null && <Badge tone="soft">{t('messages.answered')}</Badge>}
          </div>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-taupe">
            <a
              href={`mailto:${message.email}`}
              className="inline-flex min-w-0 items-center gap-1.5 break-all hover:text-gold-deep"
            >
              <Mail aria-hidden className="size-3.5 shrink-0" />
              {message.email}
            </a>
            {message.phone && (
              <a
                href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1.5 hover:text-gold-deep"
              >
                <Phone aria-hidden className="size-3.5" />
                {message.phone}
              </a>
            )}
          </p>
        </div>
        <p className="shrink-0 text-sm text-taupe">
          <time dateTime={message.createdAt}>{formatAdminDateTime(message.createdAt)}</time>
        </p>
      </header>

      <p className="mt-5 text-xs font-medium tracking-[0.2em] text-gold-deep uppercase">
        {message.subject}
      </p>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-soft">
        {message.message}
      </p>

      {message.adminResponse !== null ? (
        <div className="mt-6 rounded-2xl border-l-2 border-gold bg-sand/50 px-5 py-4">
          <p className="text-xs font-medium tracking-[0.2em] text-taupe uppercase">
            {t('messages.repliedOn')}{' '}
            <time dateTime={message.respondedAt ?? undefined}>
              {formatAdminDateTime(message.respondedAt)}
            </time>
          </p>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink">
            {message.adminResponse}
          </p>
        </div>
      ) : replying ? (
        <ReplyForm message={message} onDone={() => setReplying(false)} />
      ) : null}

      {(!message.isRead || (message.adminResponse === null && !replying)) && (
        <div className="mt-6 flex flex-wrap gap-3">
          {message.adminResponse === null && !replying && (
            <Button size="sm" onClick={() => setReplying(true)}>
              <MessageSquareReply aria-hidden />
              {t('messages.reply')}
            </Button>
          )}
          {!message.isRead && (
            <Button
              size="sm"
              variant="outline"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(message.id)}
            >
              <CheckCheck aria-hidden />
              {t('messages.markRead')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
