import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy for the fault tests (README.md, "Faults"): it forwards every
 * connection to `host:port` until `cut`, which destroys every connection through it and
 * refuses new ones, and again after `start` is called once more (on the same port, so the
 * clients' address stays valid). `freeze` keeps the connections open but forwards nothing
 * (a server that hangs), until `thaw`.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** Each connection's two ends, for freezing and thawing the flow between them. */
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  private readonly target: { host: string; port: number };
  /** The loopback port it listens on: chosen by the system at the first start, then kept. */
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  get running(): boolean {
    return this.server !== null;
  }

  /** Listens (again, on the same port after a cut) and forwards what comes in. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect({ host: this.target.host, port: this.target.port });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      if (!this.frozen) connectPair(pair);
      client.on('close', () => {
        this.pairs.delete(pair);
        upstream.destroy();
      });
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Drops every connection and refuses new ones (nothing listens on the port meanwhile). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Keeps every connection open, new ones too, but passes no byte either way. */
  freeze(): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Lets the bytes through again, those that waited first. */
  thaw(): void {
    this.frozen = false;
    for (const pair of this.pairs) connectPair(pair);
  }
}

function connectPair([client, upstream]: [Socket, Socket]): void {
  client.pipe(upstream);
  upstream.pipe(client);
}
