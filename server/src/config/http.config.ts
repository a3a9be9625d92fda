import { registerAs } from '@nestjs/config';
import { ConfigError, readDurationMs, readInt } from './env';

/** The HTTP server's own limits: how long a client may take, and how many connections it holds. */
export const httpConfig = registerAs('http', () => {
  const env = process.env;
  const requestTimeoutMs = readDurationMs(env, 'HTTP_REQUEST_TIMEOUT', '60s');
  const headersTimeoutMs = readDurationMs(env, 'HTTP_HEADERS_TIMEOUT', '15s');
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError('HTTP_HEADERS_TIMEOUT must not be longer than HTTP_REQUEST_TIMEOUT.');
  }
  return {
    /** The longest a client may take to send a whole request, headers and body (408 after). */
    requestTimeoutMs,
    /** The longest it may take to send the headers. */
    headersTimeoutMs,
    /** How long an idle kept-alive connection stays open between requests. */
    keepAliveTimeoutMs: readDurationMs(env, 'HTTP_KEEP_ALIVE_TIMEOUT', '72s'),
    /** Connections one server process holds at once; further ones are closed as they open. */
    maxConnections: readInt(env, 'HTTP_MAX_CONNECTIONS', 1000, 1),
    /**
     * Connections one client address holds at once (0: no such cap). Behind a proxy named in
     * TRUST_PROXY every connection comes from the proxy: the cap then holds direct clients only.
     */
    maxConnectionsPerClient: readInt(env, 'HTTP_MAX_CONNECTIONS_PER_CLIENT', 64, 0),
  };
});
export type HttpConfig = ReturnType<typeof httpConfig>;
