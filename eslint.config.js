// ESLint for the SPA, the server and the tests: typescript-eslint, the rules of hooks, TanStack Query's and
// Router's own rules and sorted imports. Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from "@eslint/js"
import pluginQuery from "@tanstack/eslint-plugin-query"
import pluginRouter from "@tanstack/eslint-plugin-router"
import reactHooks from "eslint-plugin-react-hooks"
import simpleImportSort from "eslint-plugin-simple-import-sort"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: ["node_modules/", "dist/", "storybook-static/", "public/", ".data/", ".data-*/", "test-results/", "src/app/routeTree.gen.ts"]
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  ...pluginQuery.configs["flat/recommended"],
  ...pluginRouter.configs["flat/recommended"],
  {
    files: ["src/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules
  },
  // TypeScript checks names itself; plain scripts say where they run.
  { files: ["**/*.{ts,tsx}"], rules: { "no-undef": "off" } },
  // A leading underscore marks a name kept on purpose: a parameter a signature requires, or a key taken out
  // of an object so that the rest goes on without it.
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }
      ]
    }
  },
  { files: ["**/*.{js,mjs,cjs}"], languageOptions: { globals: globals.node } },
  { files: ["src/app/service-worker/*.js"], languageOptions: { globals: globals.serviceworker } },
  { files: ["tests/fixtures/**/*.js"], languageOptions: { globals: globals.browser } },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` means none.
  { files: ["tests/e2e/**/*.ts"], rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] } },
  {
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error"
    }
  }
)
