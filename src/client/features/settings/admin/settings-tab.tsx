import { useQuery } from '@tanstack/react-query';
import { ListError, ListSkeleton } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { adminSettingsQuery } from './api/settings-admin-api';
import { SettingsForm } from './settings-form';

/** Configurações: the salon's facts and opening hours, which every page and e-mail shows. */
export function SettingsTab() {
  const settings = useQuery(adminSettingsQuery);
  return (
    <section aria-labelledby="settings-title">
      <PanelHeader
        id="settings-title"
        title="Configurações"
        lead="Os dados do salão e o horário aparecem na hora em todas as páginas, nos emails e no agendamento."
      />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ListError
          message="Não foi possível carregar as definições"
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </section>
  );
}
