// The scale-out test runs after `npm run build` (it starts the production bundle), so it has its
// own configuration rather than a project in vitest.config.ts, which `vitest run` runs earlier.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/scale-out/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
