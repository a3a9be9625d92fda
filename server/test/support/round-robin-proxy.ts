import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP load balancer on loopback, as nginx in front of several instances: each request goes
 * to the next upstream in turn, with X-Forwarded-For naming the client. It keeps which upstream
 * answered each request, so tests can tell that consecutive requests met different instances.
 */
export class RoundRobinProxy {
  private server?: http.Server;
  private next = 0;
  private readonly agent = new http.Agent({ keepAlive: true });
  /** The upstreams' ports. */
  upstreams: number[] = [];
  /** For each request, in order: the index of the upstream that took it and the path. */
  readonly log: { upstream: number; method: string; path: string }[] = [];
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const upstream = this.next;
      this.next = (this.next + 1) % this.upstreams.length;
      this.log.push({ upstream, method: request.method!, path: request.url! });
      const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: this.upstreams[upstream],
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
          agent: this.agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      outgoing.on('error', () => {
        response.writeHead(502).end();
      });
      request.pipe(outgoing);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }
}
