// Which statements this process has seen change the database: the in-memory reads (domain/portals/PortalReads.ts)
// forget what they hold when one has.
import type Pg from "pg"

let completed = 0

/**
 * How many statements that changed the database (or may have) have completed in this process, on any of its pools.
 * A read that began before the count moved must not be remembered: it may have seen the database before the change.
 */
export const writeGeneration = () => completed

/** Leading comments and spaces (the PREPARED marker among them), then SELECT, and no second statement. */
const plainRead = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*select\b/i
const secondStatement = /;\s*\S/
const partialRollback = /^\s*rollback\s+to\b/i

/** Whether a statement only reads: a plain SELECT, alone in its text. */
export const onlyReads = (text: string) => plainRead.test(text) && !secondStatement.test(text)

/** Commands that change no table's rows. */
const unchanging = new Set([
  "BEGIN",
  "START",
  "SAVEPOINT",
  "RELEASE",
  "SET",
  "SHOW",
  "LISTEN",
  "UNLISTEN",
  "LOCK",
  "DEALLOCATE",
  "DISCARD",
  "RESET"
])
/** Commands that report how many rows they changed (none changed: nothing to forget). */
const rowWrites = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"])

/**
 * Counts the connection's statements that changed the database as they complete: when the count moves, the change is
 * committed (an autocommit statement) or will be counted again when it is (the COMMIT or ROLLBACK that ends its
 * transaction). A write that matched no row, a transaction that wrote nothing (a worker's empty poll) and BEGIN are
 * not counted; a failed statement, several statements in one text, a CTE that is not a plain read and anything else
 * unknown are (counting too many only costs a re-read).
 */
export const countingWrites = (client: Pg.PoolClient) => {
  /** This connection has counted a change since its transaction began. */
  let dirty = false
  const changed = (text: string, error: unknown, result: unknown) => {
    const { command, rowCount } = (result ?? {}) as { command?: unknown; rowCount?: unknown }
    if ((error === null || error === undefined) && typeof command === "string") {
      if (command === "BEGIN") dirty = false
      if (unchanging.has(command) || (rowWrites.has(command) && rowCount === 0)) return false
      if (command === "COMMIT" || command === "ROLLBACK") {
        const wrote = dirty
        if (!partialRollback.test(text)) dirty = false
        return wrote
      }
    }
    dirty = true
    return true
  }
  const query = client.query.bind(client) as (...args: Array<unknown>) => unknown
  ;(client as { query: unknown }).query = (...args: Array<unknown>) => {
    const [first] = args
    const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text
    if (typeof text === "string" && onlyReads(text)) return query(...args)
    const last = args.length - 1
    const callback = args[last]
    if (typeof text === "string" && typeof callback === "function") {
      args[last] = (error: unknown, result: unknown) => {
        if (changed(text, error, result)) completed += 1
        return (callback as (error: unknown, result: unknown) => unknown)(error, result)
      }
      return query(...args)
    }
    // Not a statement whose outcome we see (a cursor, a promise): counted when sent and when settled.
    dirty = true
    completed += 1
    const submitted = query(...args)
    if (submitted instanceof Promise) void submitted.finally(() => (completed += 1)).catch(() => undefined)
    return submitted
  }
}
