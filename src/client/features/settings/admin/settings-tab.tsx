import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ListError, ListSkeleton } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { adminSettingsQuery } from './api/settings-admin-api';
import { SettingsForm } from './settings-form';

/** Configurações: the salon's facts and opening hours, which every page and e-mail shows. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useQuery(adminSettingsQuery);
  return (
    <section aria-labelledby="settings-title">
      <PanelHeader
        id="settings-title"
        title={t('shell.tabs.definicoes')}
        lead={t('settings.lead')}
      />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ListError
          message={t('settings.loadFailed')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </section>
  );
}
