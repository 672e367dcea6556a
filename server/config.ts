// Configuration is read once, validated with zod, and fails loudly naming the variable.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseS3Url, type S3Location } from "./media/blobs/s3-url";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.url().optional(),
  /** More addresses the shop is reached by, comma-separated origins (https://shop.example). */
  TRUSTED_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url().refine((u) => /^https?:\/\/[^/]+\/?$/.test(u), "must be origins like https://shop.example"),
      ),
    )
    .optional(),
  /** Uploaded images in an S3-compatible bucket: s3://bucket/optional/prefix. */
  MEDIA_S3_URL: z
    .string()
    .refine((u) => parseS3Url(u) !== null, "must be s3://bucket or s3://bucket/prefix")
    .optional(),
  /** The S3 service's address when it is not AWS (MinIO, R2…); objects are then addressed by path. */
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default("us-east-1"),
  /** How many reverse proxies stand in front (nginx: 1); their forwarded headers then count. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Atelier <client.service@atelier.example>"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  SEED: z.enum(["auto", "shop", "off"]).default("auto"),
  /** Per-address limits on the auth endpoints; 'off' only for test runs that sign in many times. */
  AUTH_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  /** The in-process catalogue cache; 'off' lets the bench time the database queries themselves. */
  CATALOGUE_CACHE: z.enum(["on", "off"]).default("on"),
  /** The server's resident memory budget in MB (server/memory/heap-mode.ts). */
  MEMORY_BUDGET_MB: z.coerce.number().int().min(64).max(1_000_000).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** Origins trusted besides PUBLIC_URL and the loopback aliases (server/http/request-trust.ts). */
  trustedOrigins: string[];
  trustProxy: number;
  /** Set: uploads live in this bucket (server/media/blobs/). */
  mediaS3: S3Location | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  seed: "auto" | "shop" | "off";
  authRateLimit: boolean;
  catalogueCache: boolean;
  /**
   * Resident memory the process is kept within (decision 101): V8 favours memory from 80 % of it.
   * 250 MB with PostgreSQL; 400 MB with PGlite, whose database lives in the process.
   */
  memoryBudgetMb: number;
};

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in a .env file does not defeat a default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, envFile = ".env"): Config {
  // A `.env` in the folder the shop is started from (`cp .env.example .env`) fills in what the
  // environment leaves unset; the environment wins. Only for the process's own environment.
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  // Every process that serves one database must sign with the same secret (session cookies,
  // guest order tokens), and processes on other machines cannot read each other's DATA_DIR: with
  // PostgreSQL in production the secret must be given. PGlite's folder has exactly one owner
  // process, so a secret generated beside it is shared by nothing else.
  if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required in production with DATABASE_URL (every server process must share it)",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustedOrigins: (e.TRUSTED_ORIGINS ?? []).map((o) => new URL(o).origin),
    trustProxy: e.TRUST_PROXY,
    mediaS3: e.MEDIA_S3_URL
      ? {
          ...parseS3Url(e.MEDIA_S3_URL)!,
          endpoint: e.MEDIA_S3_ENDPOINT,
          region: e.MEDIA_S3_REGION,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    authRateLimit: e.AUTH_RATE_LIMIT === "on" && e.NODE_ENV !== "test",
    catalogueCache: e.CATALOGUE_CACHE === "on",
    memoryBudgetMb: e.MEMORY_BUDGET_MB ?? (e.DATABASE_URL ? 250 : 400),
  };
}

/** Without AUTH_SECRET a secret is generated once and kept beside the data it protects. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length < 32) {
      throw new ConfigError(`Invalid configuration:\n  AUTH_SECRET: ${file} holds fewer than 32 characters`);
    }
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
