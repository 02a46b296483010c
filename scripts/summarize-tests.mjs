// Sums the JSON reports of vitest and Playwright into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

const dir = process.argv[2] ?? ".test-results"
let passed = 0
let failed = 0
let skipped = 0

for (const name of ["vitest.json", "vitest-external.json"]) {
  const file = join(dir, name)
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, "utf8"))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

const playwright = join(dir, "playwright.json")
if (existsSync(playwright)) {
  const stats = JSON.parse(readFileSync(playwright, "utf8")).stats ?? {}
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed += stats.unexpected ?? 0
  skipped += stats.skipped ?? 0
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
