import type { TestRequestInit } from './test-app';

/**
 * A JSON POST as a browser sends it; from `address` when given, else from the test's own address
 * (see `TestContext.request`).
 */
export function jsonPost(body: unknown, address?: string): TestRequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(address ? { address } : {}),
  };
}
