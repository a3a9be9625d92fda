import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app';

/** Every connection and request opened here, so that a failing test leaves none open. */
const opened = new Set<{ destroy(): unknown }>();

/** Closes what the tests opened (an app does not close while a client holds a connection). */
export function closeOpenConnections(): void {
  for (const connection of opened) connection.destroy();
  opened.clear();
}

/** Lets the test app listen on a port of its own (for requests supertest cannot send); answers it. */
export async function listen(shop: TestApp): Promise<number> {
  await shop.app.listen(0, '127.0.0.1');
  return (shop.app.getHttpServer().address() as AddressInfo).port;
}

/** An answer and its body, as text. */
export interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The answer to a request, or null when none comes within `withinMs`. */
export function answerOf(request: ClientRequest, withinMs: number): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), withinMs);
    request.on('error', () => undefined);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode!, headers: response.headers, body });
      });
    });
  });
}

/** A request whose body the test writes itself, part by part; it is never ended here. */
export function openRequest(
  port: number,
  path: string,
  headers: Record<string, string | number>,
  method = 'POST',
): ClientRequest {
  const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false });
  request.flushHeaders();
  opened.add(request);
  return request;
}

/** A raw connection to the app, with everything it receives, and whether it was closed. */
export function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  opened.add(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
}

/** Whether `promise` settles within `ms`. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
