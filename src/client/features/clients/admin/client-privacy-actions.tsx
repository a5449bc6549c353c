import { CircleAlert, Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useStaff } from '@client/lib/staff-access';
import { useDownloadClientData, useEraseClient } from './api/client-privacy-api';

export interface PrivacyClient {
  id: string;
  name: string;
  hasAccount: boolean;
}

/** Typed names are compared as people type them: spaces and capitals do not matter. */
const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() ===
  name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The client record's UK GDPR actions, for requests that reach the salon by e-mail or at the desk:
 * 'Exportar dados' saves the same file the client downloads from /perfil; 'Apagar cliente' erases
 * their personal data once staff type the client's name, keeping only the financial records.
 * Neither is shown to a role without 'clients.privacy' (reception: decision 049).
 */
export function ClientPrivacyActions({
  client,
  onErased,
}: {
  client: PrivacyClient;
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const [open, setOpen] = useState(false);
  const exporting = useDownloadClientData(client.id, {
    onError: (error) =>
      toast.error(t('clients.exportFailed'), {
        description: requestErrorMessage(error, t('clients.tryAgainSoon')),
      }),
  });

  if (!can('clients.privacy')) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button
        variant="outline"
        size="sm"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? <Spinner /> : <Download aria-hidden />}
        {t('clients.export')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-red-800/40 text-red-800 hover:border-red-800 hover:bg-red-800"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        {t('clients.erase')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('clients.eraseQuestion')}
        description={t('clients.eraseDetail', { name: client.name })}
        role="alertdialog"
      >
        {open && (
          <EraseForm
            client={client}
            onCancel={() => setOpen(false)}
            onErased={() => {
              setOpen(false);
              toast.success(t('clients.erased'), {
                description: t('clients.erasedDetail'),
              });
              onErased();
            }}
          />
        )}
      </AdminDialog>
    </div>
  );
}

function EraseForm({
  client,
  onCancel,
  onErased,
}: {
  client: PrivacyClient;
  onCancel: () => void;
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const erase = useEraseClient(client.id, { onSuccess: onErased });
  const confirmed = sameName(typed, client.name);
  const deleted = [
    ...(client.hasAccount ? [t('clients.erases.account')] : []),
    t('clients.erases.details'),
    t('clients.erases.appointments'),
    t('clients.erases.activity'),
    t('clients.erases.notes'),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) erase.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-3 text-sm leading-relaxed sm:grid-cols-2">
        <div className="rounded-2xl bg-red-50/70 p-4">
          <p className="font-medium text-red-900">{t('clients.erasesTitle')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-4 text-ink-soft">
            {deleted.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-sand/70 p-4">
          <p className="font-medium text-ink">{t('clients.keepsTitle')}</p>
          <p className="mt-2 text-ink-soft">{t('clients.keeps')}</p>
        </div>
      </div>
      <TextField
        id={`${id}-name`}
        label={t('clients.typeToConfirm', { name: client.name })}
        className="mt-6"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {erase.error && (
        <p role="alert" className="mt-4 flex items-start gap-1.5 text-sm text-red-800">
          <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {requestErrorMessage(erase.error, t('clients.eraseFailed'))}
        </p>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={erase.isPending}>
          {t('adminUi.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!confirmed || erase.isPending}
          className="bg-red-800 hover:bg-red-900"
        >
          {erase.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          {t('clients.eraseForGood')}
        </Button>
      </div>
    </form>
  );
}
