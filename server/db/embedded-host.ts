// The embedded PostgreSQL's own process: PGlite (WASM) behind pglite-socket on a private unix socket
// (embedded-socket.ts). Running it
// apart from the API keeps its query work off the API's event loop (the machine has two cores).
// Started by startEmbeddedDatabaseProcess (embedded.ts); reports the socket's directory over IPC.
import { mkdirSync } from "node:fs"
import { join, resolve } from "node:path"

import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"

import { clearStaleSocket, socketDirectory } from "./embedded-socket.ts"

const dataDir = process.argv[2]
if (dataDir === undefined || process.send === undefined) {
  console.error("embedded-host: start it through startEmbeddedDatabaseProcess with a data directory")
  process.exit(2)
}

const location = resolve(join(dataDir, "pglite"))
mkdirSync(location, { recursive: true })
const db = new PGlite(location)
await db.waitReady
// PGlite is one backend: the socket server queues every connection onto it without isolating
// transactions, which is why the SQL client keeps exactly one connection (see client.ts).
const socket = socketDirectory(dataDir)
await clearStaleSocket(socket.path)
const server = new PGLiteSocketServer({ db, path: socket.path, maxConnections: 4 })
await server.start()
process.send({ ready: socket.directory })

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.stop().catch(() => undefined)
  await db.close().catch(() => undefined)
  socket.cleanUp()
  process.exit(0)
}
// Started in a process group of its own, so the signals sent to the server's group do not reach it: the
// server sends SIGTERM once it is done with the database, or disconnects if it dies. A Ctrl-C that still
// arrives waits for that too.
process.on("SIGINT", () => undefined)
process.on("SIGTERM", () => void stop())
process.on("disconnect", () => void stop())
