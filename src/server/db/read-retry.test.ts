import type pg from 'pg';
import { describe, expect, test } from 'vitest';
import { isPlainRead, retryReadsOnce } from './read-retry';

/** A pool whose next queries fail with `failures`, in order, then answer. */
function poolFailing(...failures: Error[]) {
  const sent: string[] = [];
  const pool = {
    query: async (config: string | { text: string }) => {
      sent.push(typeof config === 'string' ? config : config.text);
      const failure = failures.shift();
      if (failure) throw failure;
      return { rows: [{ ok: 1 }] };
    },
  };
  retryReadsOnce(pool as unknown as pg.Pool);
  return { query: pool.query as (config: string | { text: string }) => Promise<unknown>, sent };
}

const dropped = () => new Error('Connection terminated unexpectedly');
const shutDown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('a statement whose connection was lost', () => {
  test('is sent once more when it only reads', async () => {
    for (const failure of [dropped(), shutDown()]) {
      const { query, sent } = poolFailing(failure);
      await expect(
        query({ text: 'select "id" from "session" where "token" = $1' }),
      ).resolves.toEqual({ rows: [{ ok: 1 }] });
      expect(sent).toHaveLength(2);
    }
  });

  test('only once: a second loss is the caller’s to answer', async () => {
    const { query, sent } = poolFailing(dropped(), dropped());
    await expect(query('select 1')).rejects.toThrow('Connection terminated unexpectedly');
    expect(sent).toHaveLength(2);
  });

  test('is never sent again when it may have written', async () => {
    for (const text of [
      'insert into "contacts" ("name") values ($1)',
      'update "session" set "expires_at" = $1',
      'delete from "session" where "token" = $1',
      'with moved as (update "appointments" set "sequence" = 2 returning *) select * from moved',
      'select pg_notify($1, $2)',
      'select pg_advisory_xact_lock($1, $2)',
      'select "id" from "appointments" for update',
    ]) {
      const { query, sent } = poolFailing(dropped());
      await expect(query(text), text).rejects.toThrow();
      expect(sent, text).toHaveLength(1);
    }
  });

  test('other failures are not retried', async () => {
    const refused = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { query, sent } = poolFailing(refused);
    await expect(query('select 1')).rejects.toThrow('duplicate key');
    expect(sent).toHaveLength(1);
  });
});

test('what counts as a plain read', () => {
  expect(isPlainRead('select * from "services"')).toBe(true);
  expect(isPlainRead('  WITH t AS (select 1) SELECT * FROM t')).toBe(true);
  expect(isPlainRead('select "updated_at" from "session"')).toBe(true);
  expect(isPlainRead('begin')).toBe(false);
  expect(isPlainRead('select nextval($1)')).toBe(false);
});
