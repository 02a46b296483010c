#!/usr/bin/env bash
# Every check of the project, in the order that fails fastest. Prints a closing
# "N passed, N failed" line summed over the unit, server and browser suites.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Chromium for the browser journeys"
bash scripts/ensure-chromium.sh

step "Type check (SPA and server)"
npx tsc -p tsconfig.json --noEmit
npx tsc -p tsconfig.server.json --noEmit

step "Feature-Sliced Design lint (steiger)"
npx steiger ./src

step "Import boundaries (dependency-cruiser: .dependency-cruiser.cjs)"
npx depcruise server src --config .dependency-cruiser.cjs --output-type err

step "Unused files, dependencies and exports (knip: knip.json)"
npx knip --include files,dependencies,devDependencies,optionalPeerDependencies,unlisted,unresolved,binaries,duplicates
# Unused exports and types: a ratchet. The count may only go down; lower it when a clean-up lands.
npx knip --include exports,types --max-issues "$(cat scripts/knip-unused-exports-max)" --max-show-issues 0 > /dev/null || {
  echo "More unused exports or types than the $(cat scripts/knip-unused-exports-max) allowed: run 'npx knip --include exports,types' and remove the new ones." >&2
  exit 1
}

step "Unit, component, server, contract fuzz and authorization matrix tests (embedded PostgreSQL)"
# The embedded run ignores DATABASE_URL; the external run below uses it.
env -u DATABASE_URL npx vitest run --project spa --project server --project fuzz --reporter=default --reporter=json --outputFile="$results/vitest.json"

if [ -n "${DATABASE_URL:-}" ]; then
  step "Server tests against DATABASE_URL"
  npx vitest run --project server --reporter=default --reporter=json --outputFile="$results/vitest-external.json"
fi

step "SPA build"
npx vite build
node scripts/check-bundle-budget.mjs

step "Storybook build"
npx storybook build --quiet -o storybook-static

step "Browser journeys (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results"
