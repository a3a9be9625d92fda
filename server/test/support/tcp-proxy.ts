import net from 'node:net';

/**
 * A TCP relay in front of the test database. Stopping it cuts every connection and refuses new
 * ones, which is what a server sees when its database goes down; starting it again on the same
 * port brings the database back. Paused, it accepts connections but leaves them unanswered until
 * resumed: clients that wait for the database meet it in the same instant.
 */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** While paused: the connections accepted, each waiting to be relayed. */
  private held: Array<() => void> | undefined;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    if (this.server) return;
    this.server = net.createServer((client) => {
      this.track(client);
      // What the client sends meanwhile stays in its socket's buffer until it is piped.
      if (this.held) this.held.push(() => this.relay(client));
      else this.relay(client);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject).listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** New connections wait from now on, until resume(). */
  pause(): void {
    this.held ??= [];
  }

  /** How many connections wait for resume(). */
  get waiting(): number {
    return this.held?.length ?? 0;
  }

  resume(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const relay of held) relay();
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private relay(client: net.Socket): void {
    if (client.destroyed) return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }
}
