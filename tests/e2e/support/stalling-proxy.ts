import { connect, createServer, type Socket } from 'node:net';

interface Flow {
  listening: boolean;
  /** Forgotten: its bytes go nowhere, in either direction, and it is never closed. */
  forgotten: boolean;
}

/**
 * A TCP proxy in front of PostgreSQL that can forget the connections that LISTEN, as a NAT or a
 * cloud load balancer forgets a flow that looked idle: their bytes stop in both directions and
 * neither end is told. Every other connection (the app's pool) is forwarded untouched.
 */
export async function stallingProxy(target: { host: string; port: number }) {
  const flows = new Set<Flow>();
  const sockets = new Set<Socket>();
  let stalling = false;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const flow: Flow = { listening: false, forgotten: false };
    flows.add(flow);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        flows.delete(flow);
        // A forgotten flow's far end is never told; a closed one's is.
        if (!flow.forgotten) (socket === client ? upstream : client).destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (!flow.listening && chunk.includes('LISTEN ')) {
        flow.listening = true;
        if (stalling) flow.forgotten = true;
      }
      if (!flow.forgotten) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!flow.forgotten) client.write(chunk);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    /** Forgets every listening connection, and each new one as soon as it LISTENs. */
    stall() {
      stalling = true;
      for (const flow of flows) if (flow.listening) flow.forgotten = true;
    },
    /** New connections are forwarded again; the forgotten ones stay forgotten. */
    resume() {
      stalling = false;
    },
    /** How many listening connections are forwarded right now. */
    get forwardedListeners() {
      return [...flows].filter((f) => f.listening && !f.forgotten).length;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => server.close(closed));
    },
  };
}
