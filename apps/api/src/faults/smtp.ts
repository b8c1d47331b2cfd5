import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** How the fault tests' SMTP server treats a connection. */
export type SmtpMode =
  /** Takes every message. */
  | 'accept'
  /** Answers the greeting with 421 and closes the connection. */
  | 'refuse'
  /** Greets, then answers every recipient with 451 (try again later). */
  | 'defer';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Quoted-printable soft line breaks split long lines (links): undo them to search. */
export const unfold = (message: string) => message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const smtpError = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server on a loopback port for the fault tests: it can be stopped (connections
 * refused), refuse or defer while it runs, and hold a chosen message before accepting it.
 */
export class FaultySmtpServer {
  readonly received: ReceivedMail[] = [];
  mode: SmtpMode = 'accept';
  /** Messages for which this answers true wait in DATA until `release()`. */
  holdIf: ((raw: string) => boolean) | null = null;
  /** Messages waiting for `release()`, already read in full. */
  readonly held: ReceivedMail[] = [];
  private releaseHeld: (() => void)[] = [];
  private server: SMTPServer | null = null;
  private boundPort = 0;

  get port(): number {
    return this.boundPort;
  }

  async start(port = this.boundPort): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A stop drops what is still connected after a second rather than waiting 30 s.
      closeTimeout: 1000,
      onConnect: (_session, callback) => {
        if (this.mode === 'refuse') callback(smtpError(421, 'Service not available, try later'));
        else callback();
      },
      onRcptTo: (_address, _session, callback) => {
        if (this.mode === 'defer') callback(smtpError(451, 'Mailbox busy, try later'));
        else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            raw: unfold(Buffer.concat(chunks).toString('utf8')),
          };
          if (this.holdIf?.(mail.raw)) {
            this.held.push(mail);
            this.releaseHeld.push(() => {
              this.received.push(mail);
              callback();
            });
            return;
          }
          this.received.push(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
    return this.boundPort;
  }

  /** Accepts the held messages. */
  release(): void {
    const waiting = this.releaseHeld;
    this.releaseHeld = [];
    for (const accept of waiting) accept();
  }

  /** Stops listening and drops open connections: new ones are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    this.release();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many accepted messages went to `email`. */
  countTo(email: string): number {
    const address = email.toLowerCase();
    return this.received.filter((mail) => mail.to.includes(address)).length;
  }
}
