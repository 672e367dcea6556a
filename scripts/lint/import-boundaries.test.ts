// The lint suite's own check: each direction rule of eslint.config.js catches a violation, and
// leaves the allowed import alone. Runs ESLint's Node API on small fixture sources.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === "atelier/import-boundaries").map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe("import boundaries", { timeout: 60_000 }, () => {
  it.each([
    [
      "a feature importing a feature outside its allowed list",
      "app/features/newsletter/x.tsx",
      'import { Side } from "../checkout/x";\nexport const y = Side;\n',
      /features\/newsletter may not import features\/checkout/,
    ],
    [
      "the kit importing a feature",
      "app/ui/x.tsx",
      'import { z } from "../features/bag/x";\nexport const y = z;\n',
      /app\/ui\/ and app\/lib\/ serve every feature/,
    ],
    [
      "a service importing Hono",
      "server/services/orders/x.ts",
      'import { Hono } from "hono";\nexport const y = Hono;\n',
      /Services speak the domain, not HTTP/,
    ],
    [
      "a service importing a Hono helper",
      "server/services/orders/x.ts",
      'import { bodyLimit } from "hono/body-limit";\nexport const y = bodyLimit;\n',
      /Services speak the domain, not HTTP/,
    ],
    [
      "a service importing server/api",
      "server/services/orders/x.ts",
      'import { apiRoutes } from "../../api/routes/index";\nexport const y = apiRoutes;\n',
      /Services speak the domain, not HTTP/,
    ],
    [
      "domain/ importing a package other than zod",
      "domain/x.ts",
      'import { eq } from "drizzle-orm";\nexport const y = eq;\n',
      /domain\/ imports only its own files and zod/,
    ],
    [
      "domain/ importing the server",
      "domain/x.ts",
      'import { x } from "../server/config";\nexport const y = x;\n',
      /domain\/ imports only its own files and zod/,
    ],
    [
      "server code below the API importing it",
      "server/auth/x.ts",
      'import { createApiRouter } from "../api/router";\nexport const y = createApiRouter;\n',
      /Only server\/app.ts mounts server\/api/,
    ],
    [
      "auth importing the Services type from services/",
      "server/auth/x.ts",
      'import type { Services } from "../services/services";\nexport type Y = Services;\n',
      /server\/services-type.ts/,
    ],
    [
      "the server importing app/",
      "server/x.ts",
      'import { x } from "../app/lib/seo";\nexport const y = x;\n',
      /Nothing outside app\/ imports app\//,
    ],
  ])("catches %s", async (_name, file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      "a feature importing ui, domain and the SDK",
      "app/features/newsletter/x.tsx",
      'import { a } from "../../ui/x";\nimport { b } from "../../../domain/y";\nimport { c } from "../../../sdk/client";\nexport const y = [a, b, c];\n',
    ],
    [
      "domain/ importing zod and its own files",
      "domain/x.ts",
      'import { z } from "zod";\nimport { m } from "./money";\nexport const y = [z, m];\n',
    ],
    [
      "a service importing the database and domain/",
      "server/services/orders/x.ts",
      'import { eq } from "drizzle-orm";\nimport { m } from "../../../domain/money";\nexport const y = [eq, m];\n',
    ],
    [
      "server/app.ts mounting the API",
      "server/app.ts",
      'import { createApiRouter } from "./api/router";\nexport const y = createApiRouter;\n',
    ],
  ])("allows %s", async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
