import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import atelier from "./scripts/lint/import-boundaries.js";

/** The feature-to-feature imports still allowed (app/features/<key> may import each listed one). */
const FEATURE_TIES = {
  account: ["addresses", "auth", "orders", "returns"],
  auth: ["addresses"],
  bag: ["checkout", "coupon", "product"],
  catalogue: ["shell"],
  checkout: ["account", "addresses", "bag", "coupon", "orders"],
  dashboard: ["legal", "shell"],
  legal: ["consent", "shell"],
  "order-status": ["account", "orders", "returns"],
  product: ["bag"],
  returns: ["account"],
  shell: ["bag", "consent", "newsletter"],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "scripts/tmp/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // One-way imports (docs/architecture.md), checked on resolved paths by scripts/lint/import-boundaries.js.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { atelier },
    rules: {
      "atelier/import-boundaries": [
        "error",
        {
          // Which feature may import which other feature. Shared parts belong in app/ui/ or
          // domain/; each tie left here is one still to undo, and the list only shrinks.
          featureTies: FEATURE_TIES,
          rules: [
            {
              from: ["domain/**"],
              except: ["domain/**/*.test.ts"],
              allowOnly: ["domain/**", "zod", "zod/**"],
              message: "domain/ imports only its own files and zod.",
            },
            {
              from: ["app/ui/**", "app/lib/**"],
              forbid: ["app/features/**", "app/routes/**"],
              message: "app/ui/ and app/lib/ serve every feature and import none.",
            },
            {
              from: ["server/services/**"],
              forbid: ["hono", "hono/**", "server/api/**", "server/http/**", "app/**"],
              message: "Services speak the domain, not HTTP: throw server/services/errors.ts kinds.",
            },
            {
              from: ["server/**"],
              except: ["server/api/**", "server/app.ts", "server/**/*.test.ts"],
              forbid: ["server/api/**"],
              message: "Only server/app.ts mounts server/api/; nothing below it imports up.",
            },
            {
              from: ["server/auth/**", "server/http/**", "server/db/**"],
              forbid: ["server/services/services"],
              message: "The Services type lives at server/services-type.ts.",
            },
            {
              from: ["server/**", "sdk/**", "domain/**"],
              forbid: ["app/**"],
              message: "Nothing outside app/ imports app/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.server.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              message: "Browser code never imports server/; use a *.server.ts module or the SDK.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["sdk/**/*.ts"],
    ignores: ["sdk/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "The SDK depends only on domain/ contracts." },
          ],
        },
      ],
    },
  },
);
