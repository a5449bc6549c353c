import { Download, FileJson } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { card } from '@client/components/ui/card';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useDownloadMyData } from '../api/my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * /perfil's 'Your data' (UK GDPR): the client downloads everything the salon holds about them, or
 * deletes their account. `onDeleted` runs once the account is gone (the app signs them out).
 */
export function YourDataSection({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  const download = useDownloadMyData({
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.error('Could not download your data', {
        description: requestErrorMessage(error, 'Please try again in a moment.'),
      });
    },
  });

  return (
    <section
      aria-labelledby="your-data-heading"
      className={cn(card({ depth: 'raised' }), 'p-6 sm:p-10')}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep sm:flex"
        >
          <FileJson className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="your-data-heading" className="text-3xl">
            Your data
          </h2>
          <p className="mt-3 leading-relaxed text-taupe">
            Download a copy of everything we hold about you: your account and profile, appointments,
            course purchases, reviews, messages and newsletter choices, as a JSON file. You can also
            delete your account at any time.
          </p>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          className="w-full sm:w-auto"
        >
          {download.isPending ? <Spinner /> : <Download aria-hidden />}
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <DeleteAccountDialog onDeleted={onDeleted} />
      </div>
    </section>
  );
}
