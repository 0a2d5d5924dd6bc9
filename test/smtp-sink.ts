import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived: its envelope recipient, raw source and parsed form. */
export interface Arrived {
  to: string;
  raw: string;
  mail: ParsedMail;
}

/**
 * A real SMTP server in this process (smtp-server) that keeps what arrives,
 * parsed with mailparser: the receiving end of the alerts in tests and the
 * benchmark. `parse: false` only counts (the benchmark's N = 100,000); `delayMs`
 * answers each mail that late, like a slow relay.
 */
export async function startSmtpSink(
  opts: { port?: number; parse?: boolean; delayMs?: number } = {},
) {
  const arrived: Arrived[] = [];
  const counts = new Map<string, number>();
  /** the Message-IDs each recipient received, in order */
  const messageIds = new Map<string, string[]>();
  let total = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const rcpts = session.envelope.rcptTo.map((r) => r.address);
        // A copy: a regex match is a slice that would keep the whole mail alive (100,000 in the benchmark).
        const id = Buffer.from(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '').toString();
        const done = () => {
          for (const to of rcpts) {
            counts.set(to, (counts.get(to) ?? 0) + 1);
            messageIds.set(to, [...(messageIds.get(to) ?? []), id]);
          }
          total += 1;
          for (const w of waiters.splice(0)) w();
          // A slow relay (the crash test): the reply comes after delayMs.
          if (opts.delayMs) setTimeout(() => callback(), opts.delayMs);
          else callback();
        };
        if (opts.parse === false) return done();
        void simpleParser(raw).then((mail) => {
          for (const to of rcpts) arrived.push({ to, raw, mail });
          done();
        }, callback);
      });
    },
  });
  // A client that dies mid-session (the crash test) resets its connection: not the sink's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    counts,
    messageIds,
    get total() {
      return total;
    },
    /** Resolves once `n` mails in all have arrived (rejects after `ms`). */
    async waitFor(n: number, ms = 30_000): Promise<void> {
      const until = Date.now() + ms;
      while (total < n) {
        if (Date.now() > until) throw new Error(`expected ${n} mails, ${total} arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
