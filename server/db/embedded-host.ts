// The embedded PostgreSQL's own process: PGlite (WASM) behind pglite-socket on loopback. Running it
// apart from the API keeps its query work off the API's event loop (the machine has two cores).
// Started by startEmbeddedDatabaseProcess (embedded.ts); reports its address over IPC.
import { mkdirSync } from "node:fs"
import { join, resolve } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"

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
const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 })
await server.start()
process.send({ ready: server.getServerConn() })

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.stop().catch(() => undefined)
  await db.close().catch(() => undefined)
  process.exit(0)
}
// Ctrl-C reaches the whole process group: wait for the API to finish with the database first; it
// sends SIGTERM, or disconnects if it dies.
process.on("SIGINT", () => undefined)
process.on("SIGTERM", () => void stop())
process.on("disconnect", () => void stop())
