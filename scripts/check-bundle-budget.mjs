// The JavaScript every visitor downloads before anything lazy: the entry script index.html names plus
// the modules it preloads, gzip-compressed. Fails the build check when it passes the budget, so an
// import that drags a screen's UI into the first bundle (as the /tasks guard once did, +86 KB) is
// caught here rather than in the next `npm run bench`. Run after `vite build`. The login route's whole first paint
// (this plus its page's chunks, measured in Chromium as the bench does) is held to the same 125 KB by the journey
// tests/e2e/first-paint.spec.ts; the goal is 120 KB.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

const BUDGET_KB = 125
const dist = process.argv[2] ?? "dist"
const html = readFileSync(join(dist, "index.html"), "utf8")
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)
].map((match) => match[1])
if (scripts.length === 0) {
  console.error(`No entry script found in ${join(dist, "index.html")}.`)
  process.exit(1)
}
let total = 0
for (const path of scripts) {
  const bytes = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length
  total += bytes
  console.log(`  ${path.padEnd(44)} ${(bytes / 1024).toFixed(1)} KB gzip`)
}
const kb = total / 1024
console.log(`First-load JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`)
if (kb > BUDGET_KB) {
  console.error(
    `Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB: find the eager import that pulled a lazy screen in (vite build --sourcemap shows the entry chunk's sources).`
  )
  process.exit(1)
}
