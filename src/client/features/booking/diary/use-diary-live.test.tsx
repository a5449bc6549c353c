import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { bookingKeys } from '../api/booking-keys';
import { DiaryLiveStatus } from './diary-live-status';
import { useDiaryLive } from './use-diary-live';

/** The browser's EventSource, driven by the test: jsdom has none. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(event: string, data: string) {
    this.dispatchEvent(new MessageEvent(event, { data }));
  }
  /** The connection dropped (the browser reconnects) or was refused (it gives up). */
  fail(refused = false) {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const OFFLINE = 'Sem conexão — a agenda será atualizada quando a conexão voltar.';
const fetched: Record<string, number> = {};

function Day({ date }: { date: string }) {
  useQuery({
    queryKey: bookingKeys.adminDay(date),
    queryFn: () => {
      fetched[date] = (fetched[date] ?? 0) + 1;
      return { date };
    },
  });
  useDiaryLive();
  return null;
}

function renderViews() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Day date="2027-03-28" />
      <Day date="2027-03-29" />
      <DiaryLiveStatus />
    </QueryClientProvider>,
  );
}

const latest = () => FakeEventSource.opened.at(-1)!;

beforeEach(() => {
  FakeEventSource.opened = [];
  for (const date of Object.keys(fetched)) delete fetched[date];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('useDiaryLive', () => {
  test('one stream for the page; a day event fetches that day again, not the others', async () => {
    const view = renderViews();
    await waitFor(() => expect(fetched).toEqual({ '2027-03-28': 1, '2027-03-29': 1 }));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toBe('/api/admin/diary/events');
    // What changed before the stream listened is fetched once it does.
    act(() => latest().open());
    await waitFor(() => expect(fetched).toEqual({ '2027-03-28': 2, '2027-03-29': 2 }));
    act(() => latest().send('day', '2027-03-29'));
    await waitFor(() => expect(fetched['2027-03-29']).toBe(3));
    expect(fetched['2027-03-28']).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('');
    view.unmount();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  test('says so while disconnected, then fetches everything and says it caught up', async () => {
    renderViews();
    await waitFor(() => expect(fetched['2027-03-28']).toBe(1));
    act(() => latest().open());
    await waitFor(() => expect(fetched['2027-03-28']).toBe(2));
    act(() => latest().fail());
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
    act(() => latest().open());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Agenda atualizada.'));
    expect(fetched).toEqual({ '2027-03-28': 3, '2027-03-29': 3 });
    act(() => latest().send('resync', 'resync'));
    await waitFor(() => expect(fetched).toEqual({ '2027-03-28': 4, '2027-03-29': 4 }));
  });

  test('a refused stream, which the browser gives up on, is opened again', async () => {
    renderViews();
    act(() => latest().fail(true));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3_000 });
    act(() => latest().open());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Agenda atualizada.'));
  });
});
