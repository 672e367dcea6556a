// The build-dependent budget test has its own config: the root vitest projects run before
// `npm run build` and do not include tests/budget.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/budget/**/*.test.ts"],
    environment: "node",
    root: new URL("../..", import.meta.url).pathname,
  },
});
