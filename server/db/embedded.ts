// The embedded PostgreSQL: PGlite (WASM) served over the wire protocol by pglite-socket on a unix socket
// only this user can reach (embedded-socket.ts), so the one SQL client (@effect/sql-pg) works unchanged
// against it and against a real server.
import { fork } from "node:child_process"
import { mkdirSync } from "node:fs"
import { createRequire } from "node:module"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"

import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Data, Effect, Redacted } from "effect"

import { clearStaleSocket, socketDirectory, socketUrl } from "./embedded-socket.ts"

export class EmbeddedDatabaseError extends Data.TaggedError("EmbeddedDatabaseError")<{
  readonly message: string
  readonly cause: unknown
}> {}

/**
 * Starts PGlite (in DATA_DIR/pglite, or in memory when `dataDir` is undefined; from `template`, a
 * PGlite data directory dump, when given) and a socket server on a private unix socket; both stop when
 * the scope closes. Returns the connection URL and the PGlite instance.
 */
export const startEmbeddedInstance = (dataDir: string | undefined, template?: Blob) =>
  Effect.gen(function* () {
    const db = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          let location: string | undefined
          if (dataDir !== undefined) {
            location = resolve(join(dataDir, "pglite"))
            mkdirSync(location, { recursive: true })
          }
          // A template skips initdb and every migration: what makes a test's fresh database cheap.
          const instance = new PGlite({
            ...(location === undefined ? {} : { dataDir: location }),
            ...(template === undefined ? {} : { loadDataDir: template })
          })
          await instance.waitReady
          return instance
        },
        catch: (cause) => new EmbeddedDatabaseError({ message: "Could not open the embedded database", cause })
      }),
      (instance) => Effect.promise(() => instance.close()).pipe(Effect.ignore)
    )
    // PGlite is one backend: the socket server queues every connection onto it without isolating
    // transactions, which is why the SQL client keeps exactly one connection (see server/db/client.ts).
    const socket = yield* Effect.acquireRelease(
      Effect.try({
        try: () => socketDirectory(dataDir),
        catch: (cause) => new EmbeddedDatabaseError({ message: "Could not create the embedded database's socket directory", cause })
      }),
      (socket) => Effect.sync(socket.cleanUp).pipe(Effect.ignore)
    )
    yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          await clearStaleSocket(socket.path)
          const socketServer = new PGLiteSocketServer({ db, path: socket.path, maxConnections: 4 })
          await socketServer.start()
          return socketServer
        },
        catch: (cause) => new EmbeddedDatabaseError({ message: "Could not start the embedded database socket", cause })
      }),
      (socketServer) => Effect.promise(() => socketServer.stop()).pipe(Effect.ignore)
    )
    return { url: Redacted.make(socketUrl(socket.directory)), db }
  })

/** startEmbeddedInstance's connection URL alone. */
export const startEmbeddedDatabase = (dataDir: string | undefined, template?: Blob) =>
  Effect.map(startEmbeddedInstance(dataDir, template), ({ url }) => url)

/**
 * Starts the embedded database in DATA_DIR in a child process (embedded-host.ts) and stops it, after
 * the API is done with it, when the scope closes. Returns the connection URL.
 */
export const startEmbeddedDatabaseProcess = (dataDir: string) =>
  Effect.gen(function* () {
    const child = yield* Effect.acquireRelease(
      Effect.async<{ child: ReturnType<typeof fork>; address: string }, EmbeddedDatabaseError>((resume) => {
        // The host is TypeScript: load it through tsx whatever runs this process (tsx, vitest).
        const child = fork(new URL("./embedded-host.ts", import.meta.url), [resolve(dataDir)], {
          execArgv: ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href],
          stdio: ["ignore", "inherit", "inherit", "ipc"],
          // A process group of its own: a signal to the server's group (Ctrl-C, Playwright's webServer, a
          // service manager) must not stop the database while the server still uses it as it shuts down
          // (the batch worker's next poll failed with "SqlError: Failed to execute statement"). The server
          // stops it below; if the server dies, the IPC channel closes and the host stops itself.
          detached: true
        })
        const fail = (message: string, cause: unknown) => resume(Effect.fail(new EmbeddedDatabaseError({ message, cause })))
        child.once("error", (cause) => fail("Could not start the embedded database process", cause))
        child.once("exit", (code) => fail(`The embedded database process exited with code ${code}`, code))
        child.once("message", (message: { ready?: string }) => {
          child.removeAllListeners("exit")
          if (typeof message.ready === "string") resume(Effect.succeed({ child, address: message.ready }))
          else fail("The embedded database process answered unexpectedly", message)
        })
      }),
      ({ child }) =>
        Effect.async<void>((resume) => {
          if (child.exitCode !== null) return resume(Effect.void)
          child.once("exit", () => resume(Effect.void))
          child.kill("SIGTERM")
        })
    )
    return Redacted.make(socketUrl(child.address))
  })
