// Where the embedded database listens: a unix socket in a directory only this process's user may
// enter (0700), named as PostgreSQL names its own (.s.PGSQL.5432), so `host=<directory>` reaches it.
// A TCP port on loopback would let any local process in, with any credentials.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

export const SOCKET_FILE = ".s.PGSQL.5432"

// sockaddr_un holds 108 bytes on Linux (104 on macOS), the terminating NUL included.
const MAX_SOCKET_PATH = 100

export interface SocketDirectory {
  readonly directory: string
  readonly path: string
  /** Removes what was created for this run only (a temporary directory). */
  readonly cleanUp: () => void
}

const privateTemporary = (): SocketDirectory => {
  // mkdtemp creates the directory with mode 0700.
  const directory = mkdtempSync(join(tmpdir(), "portal-db-"))
  return { directory, path: join(directory, SOCKET_FILE), cleanUp: () => rmSync(directory, { recursive: true, force: true }) }
}

/**
 * DATA_DIR/run for a data directory (a temporary directory when that path would be too long for a
 * socket), a fresh temporary directory for an in-memory database.
 */
export const socketDirectory = (dataDir: string | undefined): SocketDirectory => {
  if (dataDir === undefined) return privateTemporary()
  const directory = resolve(join(dataDir, "run"))
  const path = join(directory, SOCKET_FILE)
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return privateTemporary()
  mkdirSync(directory, { recursive: true, mode: 0o700 })
  // An existing directory keeps its mode through mkdirSync: make it private whatever it was.
  chmodSync(directory, 0o700)
  return { directory, path, cleanUp: () => undefined }
}

/** True when something accepts connections on the socket. */
const answers = (path: string) =>
  new Promise<boolean>((done) => {
    const probe = connect(path)
    probe.once("connect", () => {
      probe.destroy()
      done(true)
    })
    probe.once("error", () => done(false))
  })

/**
 * Removes the socket a crashed run left behind; a live one means another process serves this data
 * directory, which PGlite does not allow.
 */
export const clearStaleSocket = async (path: string) => {
  if (!existsSync(path)) return
  if (await answers(path)) throw new Error(`Another process is serving the embedded database at ${path}`)
  unlinkSync(path)
}

/** The connection URL for the socket directory (the pg client reads `host=<directory>`). */
export const socketUrl = (directory: string) => `postgres://postgres@/postgres?host=${encodeURIComponent(directory)}&sslmode=disable`
