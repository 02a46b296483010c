// Two projects: the SPA (happy-dom) and the server (node, against a fresh embedded database, with the contract
// fuzz and the authorization matrix); a third, the server tests on PostgreSQL, when DATABASE_URL is set.
import { fileURLToPath } from "node:url"

import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

import { SlowFirstSequencer } from "./tests/support/slow-first-sequencer.ts"

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) }

export default defineConfig({
  test: {
    // vitest's default on a 2-core machine is ONE worker (cores - 1), which left a core idle while server
    // tests wait on sockets and timers. Two forks keep both busy; VITEST_MAX_WORKERS overrides.
    pool: "forks",
    maxWorkers: Number(process.env["VITEST_MAX_WORKERS"] ?? 2),
    minWorkers: 1,
    // The server tests' forks are reused from file to file (each test builds its own server and database as
    // layers, so a file needs no process of its own): the server's modules load once per fork instead of
    // once per file (~3.5 s a file). This is the pool's setting; a project's own \`isolate\` does not reach it.
    poolOptions: { forks: { isolate: false } },
    // The files known to take minutes first, so that they do not run alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    // How long a worker may take to stop (tinypool's terminateTimeout). The 10 s default is short for a
    // vmThreads worker recycled at its memory limit on a busy machine: its "Failed to terminate worker"
    // escaped as an unhandled rejection and ended the whole run, reporting nothing.
    teardownTimeout: 60_000,
    // This run's database templates (migrated, seeded), copied by every server test instead of migrating anew.
    globalSetup: ["./server/testing/global-setup.ts"],
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "spa",
          environment: "happy-dom",
          // Each file in a VM context of a reused worker thread instead of a fresh process: the same isolation
          // (a file's globals and modules are its own), but the 172 files took 306 s in forks and 173 s here,
          // most of it the forks' collecting modules anew in each process. (isolate: false hangs: files leave
          // timers and atoms behind.) test-setup.ts gives the VM context what happy-dom's window lacks.
          pool: "vmThreads",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/shared/config/test-setup.ts"],
          // A render that takes 5 s on a loaded CI machine is slow, not broken: wait longer than the default.
          testTimeout: 30_000
        }
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          // Each test builds its own server and database (layers), so files need no fresh module graph of
          // their own: loading the server's modules once per worker instead of once per file saves ~4 s a file.
          isolate: false,
          include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
          // Two API processes need a database both can reach: only the PostgreSQL run below has one.
          exclude: ["tests/server/two-processes.test.ts", "**/node_modules/**"],
          // The contract fuzz and the authorization matrix (tests/server/fuzz, `npm run test:fuzz` alone) set
          // their own longer timeouts. They are in this project, not one of their own, because the pool runs
          // one project's files after another's: the fuzz files ran alone at the end on one core.
          // A timeout here catches a hang, not slowness: a matrix of logins (scrypt) takes 30 s on a busy
          // 2-core machine.
          testTimeout: 90_000,
          hookTimeout: 60_000
        }
      },
      // Defined only when there is a PostgreSQL to run against, so a plain `vitest run` never repeats the server tests.
      ...(process.env["DATABASE_URL"]?.trim()
        ? [
            {
              resolve: { alias },
              test: {
                // The server tests again, against DATABASE_URL's PostgreSQL (npm test runs it when DATABASE_URL is
                // set): those whose database the variable decides. Left out, since they would only repeat the
                // embedded run: tests that always start the embedded database themselves (the kill tests, the
                // embedded shutdown, the sandboxes' and integrations' own tables), tests with no database, and the
                // static SPA files. README, Test, says why.
                name: "postgres",
                environment: "node",
                isolate: false,
                include: [
                  "tests/server/**/*.test.ts",
                  "server/db/client.test.ts",
                  "server/db/prepared.test.ts",
                  "server/integrations/crm/pacer.test.ts",
                  "server/sandbox/mail/mail-sandbox.test.ts",
                  "server/sandbox/stripe/mounted.test.ts"
                ],
                exclude: [
                  "tests/server/fuzz/**",
                  "tests/server/*-kill*.test.ts",
                  "tests/server/embedded-shutdown.test.ts",
                  "tests/server/billing-prices.test.ts",
                  "tests/server/experiment-stats.test.ts",
                  "tests/server/modules-state.test.ts",
                  "tests/server/openapi-limits.test.ts",
                  "tests/server/payments-client.test.ts",
                  "tests/server/security-headers.test.ts",
                  "tests/server/service-worker-script.test.ts",
                  "tests/server/web.test.ts",
                  "**/node_modules/**"
                ],
                testTimeout: 90_000,
                hookTimeout: 60_000
              }
            }
          ]
        : [])
    ]
  }
})
