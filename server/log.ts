import pino from "pino";
import type { Config } from "./config";

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    base: { service: "atelier" },
    // Secrets never reach the log, whatever a caller passes in.
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.cardNumber", "*.cvv"],
  });
}
