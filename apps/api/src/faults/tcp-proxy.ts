import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy for the fault tests (README.md, "Faults"): it forwards every
 * connection to `host:port` until `cut`, which destroys every connection through it and
 * refuses new ones, and again after `start` is called once more (on the same port, so the
 * clients' address stays valid).
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
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
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
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
}
