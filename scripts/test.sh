#!/usr/bin/env bash
# Every check of the project, cheapest first. Each stage's time goes to .test-results/stages.tsv; a failed
# stage does not stop the ones after it (a type error should not hide a failing journey), except where a
# later stage needs its output. Ends with the stage times, the slowest tests and one closing line,
# "N passed, N failed", summed over the unit, server and browser suites (scripts/summarize-tests.mjs).
set -uo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"

# stage KIND NAME COMMAND...: runs COMMAND, records "NAME<TAB>ms<TAB>exit<TAB>KIND" (KIND: check, or tests=REPORT
# with the name of the JSON report the test runner writes into $results).
stage() {
  local kind=$1 name=$2
  shift 2
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local started status
  started=$(date +%s%3N)
  "$@"
  status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$(($(date +%s%3N) - started))" "$status" "$kind" >> "$results/stages.tsv"
  return "$status"
}

typecheck() {
  # The SPA's and the server's programs are independent: check them side by side, one per core.
  npx tsc -p tsconfig.json --noEmit & local spa=$!
  npx tsc -p tsconfig.server.json --noEmit; local server=$?
  wait "$spa" && return "$server"
}

knip_checks() {
  npx knip --include files,dependencies,devDependencies,optionalPeerDependencies,unlisted,unresolved,binaries,duplicates || return 1
  # Unused exports and types: a ratchet. The count may only go down; lower it when a clean-up lands.
  npx knip --include exports,types --max-issues "$(cat scripts/knip-unused-exports-max)" --max-show-issues 0 > /dev/null || {
    echo "More unused exports or types than the $(cat scripts/knip-unused-exports-max) allowed: run 'npx knip --include exports,types' and remove the new ones." >&2
    return 1
  }
}

lint() {
  # ESLint (typescript-eslint, hooks, TanStack Query and Router rules, sorted imports) with no warnings
  # allowed, then Prettier's check: one style, whoever wrote the file.
  npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn
}

spa_build() {
  # As npm start builds it; a second start with nothing changed must skip the build.
  node scripts/build-if-stale.mjs || return 1
  # Captured, not tee'd to /dev/stderr: reopening that path truncates a log file it points to.
  local again
  again=$(node scripts/build-if-stale.mjs) || return 1
  echo "$again"
  case "$again" in
    *"no build needed"*) ;;
    *)
      echo "A second build-if-stale with nothing changed built again: npm start would rebuild on every start." >&2
      return 1
      ;;
  esac
  node scripts/check-bundle-budget.mjs
}

stage check "Chromium for the browser journeys" bash scripts/ensure-chromium.sh
stage check "Type check (SPA and server)" typecheck
stage check "Lint and format (ESLint, Prettier)" lint
stage check "Feature-Sliced Design lint (steiger)" npx steiger ./src
stage check "Import boundaries (dependency-cruiser)" npx depcruise server src --config .dependency-cruiser.cjs --output-type err
stage check "Unused files, dependencies and exports (knip)" knip_checks

# The embedded run ignores DATABASE_URL; the PostgreSQL run below uses it.
stage tests=vitest.json "Unit, component, server, contract fuzz and authorization matrix tests (embedded PostgreSQL)" \
  env -u DATABASE_URL npx vitest run --project spa --project server \
  --reporter=default --reporter=json --outputFile="$results/vitest.json"

if [ -n "${DATABASE_URL:-}" ]; then
  # Only the tests whose database is DATABASE_URL's: see the README's Test section and vitest.config.ts.
  stage tests=vitest-external.json "Server tests against DATABASE_URL (PostgreSQL)" \
    npx vitest run --project postgres --reporter=default --reporter=json --outputFile="$results/vitest-external.json"
fi

built=true
stage check "SPA build" spa_build || built=false
stage check "Storybook build" npx storybook build --quiet -o storybook-static || built=false

if $built; then
  stage tests=playwright.json "Browser journeys (Chromium)" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json
else
  echo "The journeys need the SPA and Storybook builds, which failed: not run." >&2
  printf '%s\t0\t1\tcheck\n' "Browser journeys (not run)" >> "$results/stages.tsv"
fi

node scripts/summarize-tests.mjs "$results"
