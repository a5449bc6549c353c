import { useSearchParams } from 'react-router';
import { ClientList } from './client-list';
import { ClientRecordView } from './client-record-view';

/**
 * The back office's Clientes tab (issue 17): the searchable client list, or one client's record.
 * The search (`&busca=`) and the open record (`&cliente=<id>`) live in the URL, so a reload or a
 * shared link shows the same thing; the browser's back button returns to the list.
 */
export function ClientsTab() {
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const clientId = params.get('cliente');
  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) current.set(key, value);
          else current.delete(key);
        }
        return current;
      },
      { replace },
    );

  if (clientId)
    return <ClientRecordView clientId={clientId} onBack={() => update({ cliente: null }, false)} />;
  return (
    <ClientList
      search={search}
      onSearch={(value) => update({ busca: value }, true)}
      onOpen={(id) => update({ cliente: id }, false)}
    />
  );
}
