import { afterAll } from 'vitest';

// A started server or lean-path listener (@hono/node-server's getRequestListener) replaces the
// global Request and Response with its own lightweight classes. A worker keeps its globals
// between test files (isolate: false), and under the lightweight Response the headers a
// middleware sets are lost once the body is read: security.test.ts then saw answers without
// their security headers whenever it ran after such a file. Every file ends with the standard
// classes back, whichever replaced them.
const key = Symbol.for('salon.standardFetchGlobals');
const holder = globalThis as unknown as Record<
  symbol,
  { Request: typeof Request; Response: typeof Response } | undefined
>;
const standard = (holder[key] ??= { Request: globalThis.Request, Response: globalThis.Response });

afterAll(() => {
  globalThis.Request = standard.Request;
  globalThis.Response = standard.Response;
});
