// Named (prepared) statements for the hot reads that mark themselves so.
import { createHash } from "node:crypto"

import type Pg from "pg"

/** A statement whose text begins with this comment is prepared once per connection (see `preparing`). */
export const PREPARED = "/* prepared */"

const preparedNames = new Map<string, string>()
let connections = 0

/**
 * Statements marked PREPARED are sent as named statements: the database parses and plans each once per
 * connection, and later runs only bind and execute it. For hot reads whose planning costs more than their
 * execution: the reads that check a caller's portal scope (the modules list's portal context: 2.0 ms a run on
 * the embedded database, 0.28 ms prepared; the portal list ran 40% more lists a second prepared).
 * Names carry the process and the connection: the embedded database serves every connection from one backend,
 * where a second connection preparing the same name would be refused.
 */
export const preparing = (client: Pg.PoolClient) => {
  const connection = `p${process.pid}_${++connections}`
  const query = client.query.bind(client) as (...args: Array<unknown>) => unknown
  ;(client as { query: unknown }).query = (...args: Array<unknown>) => {
    const [text, values, callback] = args
    if (typeof text !== "string" || !text.startsWith(PREPARED) || typeof callback !== "function") return query(...args)
    let name = preparedNames.get(text)
    if (name === undefined) {
      name = createHash("sha256").update(text).digest("hex").slice(0, 24)
      preparedNames.set(text, name)
    }
    return query({ name: `${connection}_${name}`, text, values }, callback)
  }
}
