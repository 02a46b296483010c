// The server remembers, for a few seconds, whether a caller sees a portal and the module list's portal context
// (domain/portals/PortalReads.ts). These are the changes that must not wait for that memory to run out: this
// process's own at once; another process's (here: its own connection to the database, which this process's
// statement counting never sees) within moments; and a call that changes something never trusts the memory.
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import Pg from "pg"

import { Database } from "../../server/db/client.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

/** Asks until `check` holds, for at most `seconds` (the journal is polled every 250 ms). */
const within = <R>(seconds: number, ask: Effect.Effect<boolean, never, R>) =>
  Effect.gen(function* () {
    const deadline = Date.now() + seconds * 1000
    while (!(yield* ask)) {
      if (Date.now() > deadline) return yield* Effect.dieMessage(`not seen within ${seconds} s`)
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 25)))
    }
  })

/** One statement on a connection of its own, as another API process would make it. */
const elsewhere = (text: string) =>
  Effect.gen(function* () {
    const { url } = yield* Database
    yield* Effect.promise(async () => {
      const client = new Pg.Client({ connectionString: Redacted.value(url) })
      await client.connect()
      try {
        await client.query(text)
      } finally {
        await client.end()
      }
    })
  })

interface ListedModule {
  readonly module_id: number
  readonly key: string
  readonly installed_version: string
}

const portalNamed = (token: string, name: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("GET", `/portal/api/v2/portals?keyword=${encodeURIComponent(name)}`, { token })
    const portal = (reply.body.data as Array<{ id: number; name: string }>).find((candidate) => candidate.name === name)
    if (portal === undefined) return yield* Effect.dieMessage(`no portal named ${name}`)
    return portal.id
  })

const listed = (token: string, portal: number, key: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("GET", `/module/api/v2/modules?portal=${portal}&limit=100&keyword=${encodeURIComponent(key)}`, {
      token
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const found = (reply.body.data as Array<ListedModule>).find((module) => module.key === key)
    if (found === undefined) return yield* Effect.dieMessage(`module ${key} not listed`)
    return found
  })

/**
 * A portal of the member's agency and a listed module it does not hold (the first or the last of each, so that two
 * tests on one server each keep to their own), with the member's token.
 */
const memberPortalAndModule = (who: { readonly email: string; readonly password: string }, end: "first" | "last") =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const sql = yield* SqlClient.SqlClient
    const token = yield* api.login(who.email, who.password)
    const order = sql.literal(end === "first" ? "ASC" : "DESC")
    const [portalRow] = yield* Effect.orDie(sql<{ id: number }>`
      SELECT p.id FROM portals p JOIN agency_user au ON au.agency_id = p.agency_id JOIN users u ON u.id = au.user_id
      WHERE u.email = ${who.email} ORDER BY p.id ${order} LIMIT 1`)
    const portal = portalRow!.id
    const [module] = yield* Effect.orDie(sql<{ id: number; key: string }>`
      SELECT id, key FROM modules
      WHERE NOT test_module AND id NOT IN (SELECT module_id FROM portal_modules WHERE portal_id = ${portal})
      ORDER BY id ${order} LIMIT 1`)
    return { token, portal, module: module!.id, key: module!.key }
  })

describe("what the server remembers of portals", () => {
  layer(testServer(), { excludeTestServices: true, timeout: 60_000 })((it) => {
    it.effect("a module list shows a change this process made in its very next answer", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const { token, portal, module, key } = yield* memberPortalAndModule(Seeded.northwind, "first")
        expect((yield* listed(token, portal, key)).installed_version).toBe("---")
        expect((yield* listed(token, portal, key)).installed_version).toBe("---")
        yield* Effect.orDie(
          sql`INSERT INTO portal_modules (portal_id, module_id, installed_version) VALUES (${portal}, ${module}, '9.9.1')`
        )
        expect((yield* listed(token, portal, key)).installed_version).toBe("9.9.1")
        yield* Effect.orDie(sql`DELETE FROM portal_modules WHERE portal_id = ${portal} AND module_id = ${module}`)
        expect((yield* listed(token, portal, key)).installed_version).toBe("---")
      })
    )

    it.effect("a module list shows a change another process made within moments", () =>
      Effect.gen(function* () {
        const { token, portal, module, key } = yield* memberPortalAndModule(Seeded.multi, "last")
        expect((yield* listed(token, portal, key)).installed_version).toBe("---")
        yield* elsewhere(`INSERT INTO portal_modules (portal_id, module_id, installed_version) VALUES (${portal}, ${module}, '9.9.2')`)
        yield* within(
          3,
          Effect.map(listed(token, portal, key), (module) => module.installed_version === "9.9.2")
        )
        yield* elsewhere(`DELETE FROM portal_modules WHERE portal_id = ${portal} AND module_id = ${module}`)
        yield* within(
          3,
          Effect.map(listed(token, portal, key), (module) => module.installed_version === "---")
        )
      })
    )

    it.effect("a member whose access another process takes away is refused a change at once, and a read within moments", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const token = yield* api.login(Seeded.user.email, Seeded.user.password)
        // The seeded user is granted Acme Portal alone; a grant to Acme Staging instead hides Acme Portal.
        const acme = yield* portalNamed(token, "Acme Portal")
        const admin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
        const staging = yield* portalNamed(admin, "Acme Staging")
        expect((yield* api.request("GET", `/portal/api/v2/portals/${acme}`, { token })).status).toBe(200)
        expect((yield* api.request("GET", `/module/api/v2/modules?portal=${acme}`, { token })).status).toBe(200)
        const user = `(SELECT id FROM users WHERE email = '${Seeded.user.email}')`
        yield* elsewhere(`BEGIN;
          DELETE FROM portal_provider WHERE user_id = ${user} AND portal_id = ${acme};
          INSERT INTO portal_provider (user_id, portal_id) VALUES (${user}, ${staging});
          COMMIT`)
        // Rights before validation: refused, not told what the body lacks.
        const install = yield* api.request("POST", "/module/api/v2/modules/install", { token, json: { portal: acme } })
        expect(install.status, JSON.stringify(install.body)).toBe(403)
        yield* within(
          3,
          Effect.map(api.request("GET", `/portal/api/v2/portals/${acme}`, { token }), (reply) => reply.status === 403)
        )
        yield* within(
          3,
          Effect.map(api.request("GET", `/module/api/v2/modules?portal=${acme}`, { token }), (reply) => reply.status === 403)
        )
        expect((yield* api.request("GET", `/portal/api/v2/portals/${staging}`, { token })).status).toBe(200)
      })
    )
  })
})
