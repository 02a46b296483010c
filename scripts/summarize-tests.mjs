// The run's closing report: each stage's duration (scripts/test.sh records them in stages.tsv), the
// slowest test files and journeys, the quarantined tests with their reasons, and one closing line summed
// over the vitest and Playwright reports: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { stripVTControlCharacters } from "node:util"

const dir = process.argv[2] ?? ".test-results"
const root = process.cwd()
let passed = 0
let failed = 0
let skipped = 0
/** Each failed test with the start of its error: CI shows only the end of the output, which this reaches. */
const failures = []
const firstLines = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" | ")
    .slice(0, 400)
/** Failed tests counted from each runner's report, by the report's file name. */
const failedIn = new Map()

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const table = (title, rows) => {
  if (rows.length === 0) return
  console.log(`\n${title}`)
  const width = Math.max(...rows.map(([, time]) => time.length))
  for (const [name, time] of rows) console.log(`  ${time.padStart(width)}  ${name}`)
}
const readJson = (name) => {
  const file = join(dir, name)
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined
}

// Stages, in the order they ran.
const stagesFile = join(dir, "stages.tsv")
if (existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"))
  const total = stages.reduce((sum, [, ms]) => sum + Number(ms), 0)
  table(
    `Stages (${seconds(total)} in all)`,
    stages.map(([name, ms, status]) => [`${name}${status === "0" ? "" : `  (FAILED, exit ${status})`}`, seconds(Number(ms))])
  )
}

// vitest: one report per run (embedded database, then DATABASE_URL's server).
const files = []
for (const [name, label] of [
  ["vitest.json", ""],
  ["vitest-external.json", " (PostgreSQL)"]
]) {
  const report = readJson(name)
  if (report === undefined) continue
  passed += report.numPassedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  // A file that failed to load has no test results but counts as a failure.
  const failedHere =
    (report.numFailedTests ?? 0) +
    (report.testResults ?? []).filter((file) => file.status === "failed" && (file.assertionResults ?? []).length === 0).length
  failedIn.set(name, failedHere)
  failed += failedHere
  for (const file of report.testResults ?? []) {
    const where = `${relative(root, file.name)}${label}`
    if (file.status === "failed" && (file.assertionResults ?? []).length === 0) failures.push([where, firstLines(file.message)])
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed")
        failures.push([`${where} › ${test.fullName ?? test.title}`, firstLines((test.failureMessages ?? [])[0])])
    }
    files.push([`${relative(root, file.name)}${label}`, (file.endTime ?? 0) - (file.startTime ?? 0)])
  }
}
files.sort((a, b) => b[1] - a[1])
table(
  "Slowest test files",
  files.slice(0, 10).map(([name, ms]) => [name, seconds(ms)])
)

// Playwright: every journey's duration.
const playwright = readJson("playwright.json")
if (playwright !== undefined) {
  const stats = playwright.stats ?? {}
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failedIn.set("playwright.json", stats.unexpected ?? 0)
  failed += stats.unexpected ?? 0
  skipped += stats.skipped ?? 0
  const journeys = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const duration = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
        journeys.push([`${spec.file ?? file}: ${spec.title}`, duration])
        if (test.status === "unexpected") {
          const last = (test.results ?? []).at(-1)
          failures.push([`${spec.file ?? file}: ${spec.title}`, firstLines(last?.error?.message ?? last?.errors?.[0]?.message)])
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file)
  }
  for (const suite of playwright.suites ?? []) walk(suite, suite.file)
  journeys.sort((a, b) => b[1] - a[1])
  table(
    "Slowest journeys",
    journeys.slice(0, 10).map(([name, ms]) => [name, seconds(ms)])
  )
  if ((stats.flaky ?? 0) > 0) console.log(`\n${stats.flaky} journeys passed only on a retry: fix or quarantine them.`)
}

// Quarantine: tests kept out of the run by name, each with its reason (scripts/quarantine.json).
const quarantineFile = join(root, "scripts/quarantine.json")
const quarantined = existsSync(quarantineFile) ? (JSON.parse(readFileSync(quarantineFile, "utf8")).journeys ?? []) : []
if (quarantined.length > 0) {
  console.log("\nQuarantined (not run):")
  for (const { title, reason } of quarantined) console.log(`  ${title}: ${reason}`)
}

// A check that failed outside the test runners (type check, lint, a build), or a runner that failed with
// no failed test in its own report (it crashed, or an error escaped every test), counts as one failure.
const stageFailures = existsSync(stagesFile)
  ? readFileSync(stagesFile, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("\t"))
      .filter(
        ([, , status, kind]) => status !== "0" && !(kind.startsWith("tests=") && (failedIn.get(kind.slice("tests=".length)) ?? 0) > 0)
      ).length
  : 0
failed += stageFailures

if (failures.length > 0) {
  console.log("\nFailed tests")
  for (const [name, message] of failures) console.log(`  ${name}\n      ${message}`)
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
