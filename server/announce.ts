// What `npm start` prints once the server listens: where to go and how to sign in.
import type { Config } from "./config";
import type { Logger } from "./log";
import { DEMO_ACCOUNTS } from "./db/seed/demo-accounts";

export function announce(
  config: Config,
  log: Logger,
  info: { port: number; seeded: boolean; ms: number; database: string },
): void {
  const url = config.publicUrl.includes(`:${config.port}`)
    ? config.publicUrl
    : `http://localhost:${info.port}`;
  log.info(
    { port: info.port, database: info.database, startupMs: Math.round(info.ms), seeded: info.seeded },
    "listening",
  );
  if (config.env === "production") return;
  // The demo accounts come with the demo seed only; the local outbox only without SMTP.
  const demo =
    config.seed === "auto"
      ? [
          "  Demo logins:",
          ...DEMO_ACCOUNTS.map((a) => `    ${a.label.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`),
        ]
      : [
          "  No demo accounts (SEED=" +
            config.seed +
            "): `npm run admin -- <e-mail>` makes an account an administrator.",
        ];
  console.log(
    [
      "",
      `  Atelier is open at ${url}`,
      `  Database: ${info.database}${info.database === "pglite" ? ` (${config.dataDir}/pglite)` : ""}`,
      ...demo,
      ...(config.smtpUrl ? [] : [`  Mail outbox: ${url}/dev/outbox`]),
      "",
    ].join("\n"),
  );
}
