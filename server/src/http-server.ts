import { type Server, STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { compile } from '@fastify/proxy-addr';
import { declaredError, type DeclaredError } from '@shop/shared';
import type { FastifyHttpOptions } from 'fastify';
import type { AppConfig } from './config/app.config';
import type { HttpConfig } from './config/http.config';

/**
 * An answer written on the socket itself, for what Node's HTTP server refuses before fastify
 * sees a request: in the API's envelope, and closing the connection.
 */
function answerOnSocket(
  socket: Socket,
  declared: DeclaredError,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({
    statusCode: declared.status,
    code: declared.code,
    message: declared.message,
  });
  const head = Object.entries({
    Connection: 'close',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(
    `HTTP/1.1 ${declared.status} ${STATUS_CODES[declared.status]}\r\n${head.join('')}\r\n${body}`,
  );
}

/**
 * Node's refusals of a request it cannot read (headers too large, too slow, malformed), answered
 * in the envelope with their code, unless an answer has begun on the connection already (then
 * it is only closed, as Node does).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    answerOnSocket(
      socket,
      error.code === 'HPE_HEADER_OVERFLOW'
        ? declaredError('REQUEST_HEADER_FIELDS_TOO_LARGE')
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? declaredError('REQUEST_TIMEOUT')
          : declaredError('BAD_REQUEST'),
    );
  }
  socket.destroy();
}

/**
 * Fastify's options for the HTTP server's timeouts (HTTP_REQUEST_TIMEOUT, HTTP_HEADERS_TIMEOUT,
 * HTTP_KEEP_ALIVE_TIMEOUT): a client trickling its headers or body is answered 408 and cut off
 * once its time is up, checked every second.
 */
export function httpServerOptions(config: HttpConfig): FastifyHttpOptions<Server> {
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * Caps the connections: HTTP_MAX_CONNECTIONS for the process (Node closes any beyond), and
 * HTTP_MAX_CONNECTIONS_PER_CLIENT per client address, counted as connections open and close; one
 * beyond it is answered 429 and closed. A proxy named in TRUST_PROXY speaks for many clients, so
 * its connections are not capped per address (with a hop count every peer may be such a proxy:
 * then the per-client cap is off, and the proxy must cap its clients).
 */
export function capConnections(
  server: Server,
  config: HttpConfig,
  trustProxy: AppConfig['trustProxy'],
): void {
  server.maxConnections = config.maxConnections;
  const cap = config.maxConnectionsPerClient;
  if (cap === 0 || typeof trustProxy === 'number') return;
  const trusted = trustProxy === false ? undefined : compile(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress;
    if (!client || trusted?.(client, 0)) return;
    const count = (open.get(client) ?? 0) + 1;
    if (count > cap) {
      answerOnSocket(socket, declaredError('TOO_MANY_REQUESTS'), { 'Retry-After': '1' });
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = open.get(client)! - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
