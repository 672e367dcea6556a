import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "atelier-config-"));

describe("loadConfig", () => {
  it("reads a .env file for what the environment leaves unset; the environment wins", () => {
    const dir = tmp();
    const file = path.join(dir, ".env");
    writeFileSync(file, `DATA_DIR=${dir}\nPORT=4321\nLOG_LEVEL=warn\n`);
    const saved = {
      DATA_DIR: process.env.DATA_DIR,
      PORT: process.env.PORT,
      LOG_LEVEL: process.env.LOG_LEVEL,
    };
    try {
      delete process.env.DATA_DIR;
      delete process.env.PORT;
      process.env.LOG_LEVEL = "error";
      const config = loadConfig(process.env, file);
      expect(config.port).toBe(4321);
      expect(config.dataDir).toBe(path.resolve(dir));
      expect(config.logLevel).toBe("error");
      // A configuration given as an object is never mixed with the file.
      expect(loadConfig({ DATA_DIR: tmp() }, file).port).toBe(3000);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it("applies the documented defaults", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.logLevel).toBe("info");
    expect(config.dataDir).toBe(path.resolve(dir));
  });

  it("budgets 400 MB of memory with the embedded database, 250 MB with PostgreSQL, or what is set", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).memoryBudgetMb).toBe(400);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgres://db/x" }).memoryBudgetMb).toBe(250);
    expect(
      loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgres://db/x", MEMORY_BUDGET_MB: "600" })
        .memoryBudgetMb,
    ).toBe(600);
  });

  it("generates the auth secret once and keeps it under DATA_DIR", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ TRUSTED_ORIGINS: "https://a.example, https://b.example/shop" }, "TRUSTED_ORIGINS"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ MEMORY_BUDGET_MB: "lots" }, "MEMORY_BUDGET_MB"],
    [{ MEMORY_BUDGET_MB: "32" }, "MEMORY_BUDGET_MB"],
    [{ MEDIA_S3_URL: "https://bucket.example" }, "MEDIA_S3_URL"],
    [{ MEDIA_S3_URL: "s3://bucket", MEDIA_S3_ENDPOINT: "minio port 9000" }, "MEDIA_S3_ENDPOINT"],
  ])("fails loudly naming the variable for %o", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("generates the secret into DATA_DIR in production too, as `npm run serve` alone needs", () => {
    const dir = tmp();
    const first = loadConfig({ NODE_ENV: "production", DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("requires AUTH_SECRET in production with PostgreSQL, where processes must share it", () => {
    const pg = { NODE_ENV: "production", DATABASE_URL: "postgres://127.0.0.1/atelier", DATA_DIR: tmp() };
    expect(() => loadConfig(pg)).toThrow(/AUTH_SECRET: required in production with DATABASE_URL/);
    const secret = "x".repeat(40);
    expect(loadConfig({ ...pg, AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it("refuses a generated secret file that was cut short", () => {
    const dir = tmp();
    writeFileSync(path.join(dir, "auth-secret"), "short\n");
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/AUTH_SECRET: .*fewer than 32/);
  });

  it("reads TRUSTED_ORIGINS as a comma-separated list of origins", () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      TRUSTED_ORIGINS: "https://a.example/, http://10.0.0.5:3000",
    });
    expect(config.trustedOrigins).toEqual(["https://a.example", "http://10.0.0.5:3000"]);
    expect(config.trustProxy).toBe(0);
  });

  it("reads MEDIA_S3_URL into a bucket and prefix", () => {
    const config = loadConfig({ DATA_DIR: tmp(), MEDIA_S3_URL: "s3://atelier-media/shop/images/" });
    expect(config.mediaS3).toEqual({
      bucket: "atelier-media",
      prefix: "shop/images",
      endpoint: undefined,
      region: "us-east-1",
    });
    expect(loadConfig({ DATA_DIR: tmp() }).mediaS3).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});
