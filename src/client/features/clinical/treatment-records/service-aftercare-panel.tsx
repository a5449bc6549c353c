import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { aftercareQuery, useSaveAftercare } from './api/treatment-records-api';

/**
 * A service's aftercare ('Cuidados pós-tratamento'), under its form: e-mailed to the client, in
 * English, when an appointment of the service is completed. Saved on its own.
 */
export function ServiceAftercarePanel({ serviceId }: { serviceId: string }) {
  const query = useQuery(aftercareQuery(serviceId));
  if (!query.data) return null;
  return <AftercareEditor serviceId={serviceId} initial={query.data.text} />;
}

function AftercareEditor({ serviceId, initial }: { serviceId: string; initial: string }) {
  const id = useId();
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const save = useSaveAftercare({
    onSuccess: () => toast.success(t('aftercare.saved')),
    onError: (failure) =>
      toast.error(t('aftercare.saveFailed'), { description: requestErrorMessage(failure) }),
  });
  return (
    <section className="mt-6 grid gap-2 border-t border-ink/10 pt-5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('aftercare.title')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-taupe">
        {t('aftercare.hint')}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={5}
        lang="en-GB"
        className={cn(fieldControlClass, 'resize-y bg-white')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-end"
        disabled={save.isPending}
        onClick={() => save.mutate({ serviceId, text })}
      >
        {save.isPending && <Spinner />}
        {t('aftercare.save')}
      </Button>
    </section>
  );
}
