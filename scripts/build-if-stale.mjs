// `npm start`'s build step: builds the SPA into dist/ only when what the build reads changed since dist/ was
// built. A fingerprint (SHA-256 over the paths and contents of the build's inputs) is written beside the build
// as dist/.build-inputs; a start whose inputs hash the same skips the build (seconds instead of minutes on a
// busy machine). Contents rather than modification times: a checkout or a copy touches every file without
// changing it. Test and story files are left out, since the build never reads them.
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const dist = join(root, "dist")
const stampFile = join(dist, ".build-inputs")

/** What vite build reads: the sources, the page, the static files, and the configuration it runs with. */
const INPUT_DIRS = ["src", "public"]
const INPUT_FILES = ["index.html", "vite.config.ts", "tsconfig.json", "tsconfig.base.json", "package.json", "package-lock.json"]
const NOT_BUILT = /\.(test|stories)\.[cm]?[jt]sx?$|\.fixtures\.[jt]sx?$/
// Written by the router plugin during the build itself: hashing it would make every build look changed.
const GENERATED = new Set(["src/app/routeTree.gen.ts"])

const filesUnder = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return filesUnder(path)
    return entry.isFile() && !NOT_BUILT.test(entry.name) && !GENERATED.has(path) ? [path] : []
  })

const fingerprint = () => {
  const hash = createHash("sha256")
  const files = [
    ...INPUT_DIRS.filter((dir) => existsSync(join(root, dir))).flatMap(filesUnder),
    ...INPUT_FILES.filter((file) => existsSync(join(root, file)))
  ]
  for (const file of files.sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update("\0")
  }
  return hash.digest("hex")
}

const started = Date.now()
const current = fingerprint()
const built = existsSync(join(dist, "index.html")) && existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : null

if (built === current) {
  console.log(`The SPA in dist/ is up to date (built ${statSync(stampFile).mtime.toISOString()}): no build needed.`)
} else {
  console.log(
    built === null
      ? "Building the SPA into dist/ (first start: this takes a minute or two; later starts skip it while nothing changes)…"
      : "The SPA's sources changed since the last build: building it again into dist/ (a minute or two)…"
  )
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" })
  if (result.status !== 0) {
    console.error(`The SPA build failed (exit ${result.status ?? result.signal}): the server was not started.`)
    process.exit(result.status ?? 1)
  }
  // Hashed before the build: a file edited while it ran makes the next start build again.
  writeFileSync(stampFile, `${current}\n`)
  console.log(`Built the SPA in ${((Date.now() - started) / 1000).toFixed(0)} s (${relative(root, dist)}/).`)
}
