import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/** A request's options with an Idempotency-Key header added (a fresh key unless one is given). */
export function withKey<T extends RequestInit>(init: T, key: string = randomUUID()): T {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': key },
  };
}

/** A response's status, headers that matter here, and exact body. */
export async function answerOf(res: Response) {
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    replayed: res.headers.get('idempotent-replayed'),
    body: await res.text(),
  };
}

/**
 * The retry got the first answer again, byte for byte, marked as a replay; the first was not.
 * Returns the first answer's body, parsed.
 */
export async function expectReplayOf<T = unknown>(first: Response, retry: Response): Promise<T> {
  const original = await answerOf(first);
  const again = await answerOf(retry);
  expect(original.replayed, 'the first answer is not a replay').toBeNull();
  expect(again).toEqual({ ...original, replayed: 'true' });
  return JSON.parse(original.body) as T;
}
