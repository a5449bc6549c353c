import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '@client/lib/api-client';
import { authKeys } from './auth-keys';
import { type Me, meQuery, SessionCheckFailed, SIGNED_OUT } from './me-query';

const signedIn: Me = {
  user: { id: 'u1', email: 'ana@example.com', name: 'Ana' },
  profile: null,
  isAdmin: false,
  staff: null,
};

const answering = (status: number, body: unknown) =>
  setApiTransport(async () =>
    Response.json(body, { status, headers: status === 503 ? { 'Retry-After': '1' } : {} }),
  );

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

/** A client that already knows the session, as the browser app does after its first check. */
function clientKnowing(me: Me) {
  const client = new QueryClient();
  client.setQueryData(authKeys.me, me);
  return client;
}

/** Asks the server again once, without the query's own retries (which would wait). */
const checkOnce = (client: QueryClient) =>
  client.fetchQuery({ ...meQuery, retry: false, staleTime: 0 }).catch((err: unknown) => err);

describe('the session check', () => {
  it('a 503 (the server could not look the session up) keeps the client signed in, and is retried', async () => {
    answering(503, {
      error: { code: 'session_unavailable', message: 'Please try again in a moment.' },
    });
    const client = clientKnowing(signedIn);
    const failure = await checkOnce(client);
    expect(failure).toBeInstanceOf(SessionCheckFailed);
    expect(client.getQueryData(authKeys.me)).toEqual(signedIn);
    const retry = meQuery.retry as (failures: number, error: Error) => boolean;
    expect(retry(5, failure as Error)).toBe(true);
  });

  it('no answer at all keeps the client signed in too', async () => {
    setApiTransport(async () => {
      throw new TypeError('fetch failed');
    });
    const client = clientKnowing(signedIn);
    expect(await checkOnce(client)).toBeInstanceOf(SessionCheckFailed);
    expect(client.getQueryData(authKeys.me)).toEqual(signedIn);
  });

  it('the server saying nobody is signed in, or refusing, signs the client out', async () => {
    answering(200, SIGNED_OUT);
    const client = clientKnowing(signedIn);
    await checkOnce(client);
    expect(client.getQueryData(authKeys.me)).toEqual(SIGNED_OUT);

    answering(403, { error: { code: 'forbidden', message: 'No.' } });
    const refused = clientKnowing(signedIn);
    await checkOnce(refused);
    expect(refused.getQueryData(authKeys.me)).toEqual(SIGNED_OUT);
    const retry = meQuery.retry as (failures: number, error: Error) => boolean;
    expect(retry(0, new Error('a bug'))).toBe(false);
  });
});
