// A real SMTP server on a local port (smtp-server), for tests of the mail outbox. Its built-in
// certificate has expired, so STARTTLS is off and clients connect with ?ignoreTLS=true.
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}/?ignoreTLS=true`;

/** A port nothing listens on (taken from the OS, then released). */
export async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as { port: number }).port;
  return {
    port: bound,
    url: smtpUrl(bound),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
