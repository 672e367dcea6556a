// Nodemailer: real SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox so a
// password reset can be completed on a laptop with no mail server. Only the outbox sender
// (./sender.ts) calls it: features write messages with enqueueMail (./outbox.ts).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  /** Referenced from the HTML as `cid:<cid>`. */
  cid: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Folder of the local outbox, or null when sending through SMTP. */
  outboxDir: string | null;
}

export function createMailer(config: Pick<Config, "smtpUrl" | "dataDir" | "mailFrom">): Mailer {
  if (config.smtpUrl) {
    // A mail server that never answers must not hold the sender for nodemailer's 2-minute default.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      outboxDir: null,
      send: async (m) => {
        await transport.sendMail({ from: config.mailFrom, ...m });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir,
    send: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...m });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
