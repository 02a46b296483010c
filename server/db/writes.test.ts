// Which completed statements count as a change of the database (the in-memory reads forget on one).
import type Pg from "pg"
import { describe, expect, it } from "vitest"

import { countingWrites, onlyReads, writeGeneration } from "./writes.ts"

type Reply = { readonly error?: Error; readonly command?: string; readonly rowCount?: number | null }

/** A connection whose statements answer what the test scripts, through countingWrites. */
const connection = (replies: Record<string, Reply>) => {
  const client = {
    query: (text: string, values: unknown, callback: (error: unknown, result: unknown) => void) => {
      const reply = replies[text] ?? { command: "SELECT", rowCount: 1 }
      callback(reply.error ?? null, reply.error ? undefined : { command: reply.command, rowCount: reply.rowCount ?? 0, rows: [] })
    }
  }
  countingWrites(client as unknown as Pg.PoolClient)
  /** Runs the statements in turn; how many changes they counted. */
  return (...texts: ReadonlyArray<string>) => {
    const before = writeGeneration()
    for (const text of texts) client.query(text, [], () => undefined)
    return writeGeneration() - before
  }
}

describe("countingWrites", () => {
  it("counts nothing for plain reads, the prepared marker's among them", () => {
    expect(onlyReads("SELECT 1")).toBe(true)
    expect(onlyReads("/* prepared */\n  SELECT p.id FROM portals p")).toBe(true)
    expect(onlyReads("  select count(*) from portals")).toBe(true)
    expect(onlyReads("SELECT 1; DELETE FROM portals")).toBe(false)
    expect(onlyReads("WITH gone AS (DELETE FROM portals RETURNING id) SELECT count(*) FROM gone")).toBe(false)
    const run = connection({})
    expect(run("SELECT 1", "/* prepared */ SELECT 2")).toBe(0)
  })

  it("counts a write that changed rows, not one that matched none", () => {
    const run = connection({
      "UPDATE portals SET plan = 'pro' WHERE id = 1": { command: "UPDATE", rowCount: 1 },
      "UPDATE portals SET plan = 'pro' WHERE id = 0": { command: "UPDATE", rowCount: 0 },
      "DELETE FROM portal_modules WHERE portal_id = 1": { command: "DELETE", rowCount: 3 }
    })
    expect(run("UPDATE portals SET plan = 'pro' WHERE id = 1")).toBe(1)
    expect(run("UPDATE portals SET plan = 'pro' WHERE id = 0")).toBe(0)
    expect(run("DELETE FROM portal_modules WHERE portal_id = 1")).toBe(1)
  })

  it("counts a transaction's commit only when the transaction changed rows", () => {
    const run = connection({
      BEGIN: { command: "BEGIN" },
      COMMIT: { command: "COMMIT" },
      ROLLBACK: { command: "ROLLBACK" },
      "SELECT id FROM batch_jobs FOR UPDATE SKIP LOCKED": { command: "SELECT", rowCount: 0 },
      "UPDATE batch_jobs SET status = 'running'": { command: "UPDATE", rowCount: 2 },
      "UPDATE batch_jobs SET status = 'pending' WHERE false": { command: "UPDATE", rowCount: 0 }
    })
    // A worker's empty poll.
    expect(
      run("BEGIN", "SELECT id FROM batch_jobs FOR UPDATE SKIP LOCKED", "UPDATE batch_jobs SET status = 'pending' WHERE false", "COMMIT")
    ).toBe(0)
    // The write when it completes, and again when it is committed (or rolled back).
    expect(run("BEGIN", "UPDATE batch_jobs SET status = 'running'", "COMMIT")).toBe(2)
    expect(run("BEGIN", "UPDATE batch_jobs SET status = 'running'", "ROLLBACK")).toBe(2)
    expect(run("BEGIN", "COMMIT")).toBe(0)
  })

  it("counts what it cannot tell apart: a failed statement, several statements, a CTE, a command it does not know", () => {
    const run = connection({
      "INSERT INTO portals DEFAULT VALUES": { error: new Error("null value in column") },
      "SELECT 1; UPDATE portals SET plan = 'pro'": {},
      "WITH due AS (SELECT 1) SELECT * FROM due": { command: "SELECT", rowCount: 1 },
      "TRUNCATE portal_modules": { command: "TRUNCATE" }
    })
    expect(run("INSERT INTO portals DEFAULT VALUES")).toBe(1)
    expect(run("SELECT 1; UPDATE portals SET plan = 'pro'")).toBe(1)
    expect(run("WITH due AS (SELECT 1) SELECT * FROM due")).toBe(1)
    expect(run("TRUNCATE portal_modules")).toBe(1)
  })

  it("hands the statement's own outcome to its caller", () => {
    const client = {
      query: (_text: string, _values: unknown, callback: (error: unknown, result: unknown) => void) =>
        callback(null, { command: "UPDATE", rowCount: 1, rows: [{ id: 7 }] })
    }
    countingWrites(client as unknown as Pg.PoolClient)
    let seen: unknown
    client.query("UPDATE portals SET plan = 'pro' RETURNING id", [], (_error, result) => (seen = result))
    expect(seen).toEqual({ command: "UPDATE", rowCount: 1, rows: [{ id: 7 }] })
  })
})
