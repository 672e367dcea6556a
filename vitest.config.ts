// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "domain/**/*.test.ts",
            "server/**/*.test.ts",
            "sdk/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-pglite",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-postgres",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/integration/postgres-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
