import pino from "pino";
import type { Config } from "./config";

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    base: { service: "atelier" },
    // Secrets never reach the log, whatever a caller passes in.
    serializers: { err: errorWithoutSql },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.cardNumber", "*.cvv"],
  });
}

/**
 * A failed query's error carries its SQL text and parameters (customer data among them) in its
 * message: logged errors keep the driver's reason and code, never the SQL.
 */
export function errorWithoutSql(err: unknown): object {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!(err instanceof Error) || !("query" in err) || typeof err.query !== "string") return out;
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = cause && "code" in cause ? cause.code : undefined;
  delete out.query;
  delete out.params;
  out.message = `Failed query${cause ? `: ${cause.message}` : ""}`;
  out.stack = out.message;
  if (code !== undefined) out.code = code;
  out.cause = undefined;
  return out;
}
