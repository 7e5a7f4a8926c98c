import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** A start-up failure worth one plain line, not a stack trace: the port is taken or may not be used. */
export class ListenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListenError';
  }
}

function listenProblem(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === 'EADDRINUSE') return `Port ${port} is already in use on ${host}: stop what holds it, or start with another PORT.`;
  if (error.code === 'EACCES') return `Port ${port} needs privileges this process does not have: start with PORT above 1023.`;
  if (error.code === 'EADDRNOTAVAIL') return `HOST ${host} is not an address of this machine.`;
  return `Could not listen on ${host}:${port}: ${error.message}`;
}

/** Serves the app once the socket is bound; a failure to bind rejects with a ListenError naming the cause. */
export function listen(app: Hono, options: { port: number; host: string }): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', (error: NodeJS.ErrnoException) => reject(new ListenError(listenProblem(error, options.port, options.host))));
  });
}
