// Journeys in Debian's Chromium against the production build on a fresh PGlite data folder.
import { defineConfig, devices } from "@playwright/test";

// Several runs can share a machine: set E2E_PORT to give each its own port and data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    { name: "phone", use: { ...devices["Pixel 7"], isMobile: true }, grep: /@phone/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: `data/e2e-${PORT}`,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "off",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
