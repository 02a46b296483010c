// The authorization matrix as a test (ASVS 4.1–4.2): every operation of the contract × {super admin,
// agency A's admin, A's user, agency B's admin, no token}, each sending a valid request aimed at agency A's
// resources. Who may call what is declared once, in access.ts; an operation without an entry (a new endpoint
// nobody decided on) or an entry for no operation fails the build.
//
// Each refused caller sends the request once more with a field spoilt (the target kept): rights come before
// validation, so the answer is still 401/403/404, never a 422 that tells the shape of the request.
//
// For each call: no token → 401 unless public; a caller the table refuses → 403 or 404 with none of A's data
// in the answer (or, where the only thing aimed at A is an id in the body, a 422 naming that id field: the
// body's reference is refused as input, as for an id that does not exist); a caller it allows → neither 401 nor 403; agency B's admin never sees A's data, even where
// allowed (lists are scoped to the caller's own agencies).
//
// Calls that remove a caller's own account or agency A itself would take the cast away from every later row:
// each of those runs on a server of its own (REMOVALS); sign-out runs last. Before each operation the cast's
// accounts, memberships and grants are put back as seeded, since editing them is some operations' job.
import { SqlClient } from "@effect/sql"
import { afterAll, expect, layer } from "@effect/vitest"
import { Effect, Option, type Schema } from "effect"

import { rules } from "../../../server/domain/policy/Rights.ts"
import { TestApi, testServer } from "../support/TestApi.ts"
import { type Access, access } from "./access.ts"
import { type Caller, Callers, type Fixtures, logins, makeFixtures } from "./fixtures.ts"
import { openApiOperations, openApiPath, type Operation, operations } from "./inventory.ts"
import { fieldsOf, rejects, toJson } from "./mutations.ts"
import { send } from "./send.ts"
import { validInputFor } from "./valid-input.ts"

const allowed: Record<Access, ReadonlyArray<Caller>> = {
  public: ["superAdmin", "agencyAdmin", "user", "otherAgencyAdmin", "none"],
  self: ["superAdmin", "agencyAdmin", "user", "otherAgencyAdmin"],
  agencyMember: ["superAdmin", "agencyAdmin", "user"],
  agencyAdmin: ["superAdmin", "agencyAdmin"],
  superAdmin: ["superAdmin"],
  support: ["superAdmin"],
  anyAdmin: ["superAdmin", "agencyAdmin", "otherAgencyAdmin"],
  ownAgencyAdmin: ["agencyAdmin"],
  ownAgencyMember: ["agencyAdmin", "user"],
  subjectUser: ["user"]
}

/** Requests the schemas cannot aim at agency A by themselves. */
const bodies: Record<string, (fx: Fixtures) => unknown> = {
  "session.channelAuth": (fx) => ({ socket_id: "1234.5678", channel_name: `private-user.${fx.userA}` }),
  // A's user, left a plain user of A (the sample may ask for role admin, which an agency admin may not grant).
  "users.update": (fx) => ({ name: "Demo User", email: "user@example.com", role: "user", agency_id: fx.agencyA }),
  // An invitation into agency A with the one role every member may give (spec 01: "Others see only User").
  "users.invite": (fx) => ({ email: "invited-by-matrix@example.com", role: "user", agency_id: fx.agencyA }),
  // Reconnecting A's portal (aimed at A). Left to the sample, portal_id came and went with the seed (adding a
  // portal, where any admin may start for their own agency, is tests/server/oauth.test.ts's).
  "oauth.url": (fx) => ({ portal_id: fx.portalA, purpose: "reconnect" }),
  // The fields every caller of the row may send: agency_id, plan, hub_* and the folder are the super admin's
  // alone (an agency admin who sends one is refused, whatever its value).
  "portalManage.update": () => ({ name: "Matrix Portal" }),
  // The check has the rights of the write it reviews: every member's, but the theme upgrade's (sampled, it would
  // refuse A's plain user) is the agency admin's, checked in tests/server/version-upgrade-drift.test.ts.
  "overwrite.check": () => ({ operation: { kind: "file", action: "upgrade-all" } })
}

/**
 * Queries the sampled one may leave unaimed or aim elsewhere: without agency_id, DELETE /agencies/me deletes the
 * caller's own agency (B's admin may delete B), so the row names agency A, which only A's admin may delete.
 */
const queries: Record<string, (fx: Fixtures) => Record<string, string>> = {
  "agencyAccount.deleteMe": (fx) => ({ agency_id: String(fx.agencyA) }),
  "agencyAccount.deletionMe": (fx) => ({ agency_id: String(fx.agencyA) }),
  // The active plans, which everyone signed in may list; a sampled status=0 or all asks for the inactive ones,
  // the super admin's alone (tests/server/plans-credits.test.ts checks that rule).
  "plans.list": () => ({ status: "1" }),
  // The caller's own agencies' users. A sampled agency_ids may name agencies the caller is not in, which the
  // rule refuses (tests/server/users-agency-filter.test.ts checks that rule), so the row sends no filter.
  "users.list": () => ({})
}

/** Refused callers go first, so an allowed DELETE cannot hide a refused caller's outcome. */
const order: ReadonlyArray<Caller> = ["none", "otherAgencyAdmin", "user", "agencyAdmin", "superAdmin"]

/** Each removes a caller's account or agency A: run on a fresh server each. */
const REMOVALS = ["users.remove", "agencies.remove", "agencyAccount.deleteMe", "session.deleteMe", "portalManage.remove"]
const rank = (operation: Operation) => (operation.id === "session.logout" ? 2 : operation.method === "DELETE" ? 1 : 0)
const shared = operations.filter((operation) => !REMOVALS.includes(operation.id)).sort((a, b) => rank(a) - rank(b))
const removals = operations.filter((operation) => REMOVALS.includes(operation.id))

const settings = { loginRateLimit: { perAccount: 1_000_000, perIp: 1_000_000, windowSeconds: 60 } }

interface Cast {
  readonly fx: Fixtures
  readonly tokens: Partial<Record<Caller, string>>
  readonly restore: Effect.Effect<void>
}

const failures: Array<string> = []

const makeCast = Effect.gen(function* () {
  const api = yield* TestApi
  const sql = yield* SqlClient.SqlClient
  const fx = yield* makeFixtures
  const emails = Object.values(logins).map((login) => login.email)
  const users = yield* sql<
    Record<string, unknown>
  >`SELECT id, email, password_hash, is_admin, is_support FROM users WHERE email IN ${sql.in(emails)}`
  const ids = users.map((row) => row["id"] as number)
  const memberships = yield* sql<{
    user_id: number
    agency_id: number
    role: string
  }>`SELECT user_id, agency_id, role FROM agency_user WHERE user_id IN ${sql.in(ids)}`
  const grants = yield* sql<{
    user_id: number
    portal_id: number
  }>`SELECT user_id, portal_id FROM portal_provider WHERE user_id IN ${sql.in(ids)}`
  // Some operations' job is to suspend an agency, which would then refuse every later row.
  const agencies = yield* sql<{
    id: number
    status: string
  }>`SELECT id, status FROM agencies WHERE id IN ${sql.in([fx.agencyA, fx.agencyB])}`
  const restore = Effect.gen(function* () {
    for (const row of users) {
      yield* sql`UPDATE users SET email = ${row["email"] as string}, password_hash = ${row["password_hash"] as string}, is_admin = ${row["is_admin"] as boolean}, is_support = ${row["is_support"] as boolean} WHERE id = ${row["id"] as number}`
    }
    for (const row of agencies) yield* sql`UPDATE agencies SET status = ${row.status} WHERE id = ${row.id}`
    yield* sql`DELETE FROM agency_user WHERE user_id IN ${sql.in(ids)}`
    for (const row of memberships) {
      yield* sql`INSERT INTO agency_user (user_id, agency_id, role) SELECT ${row.user_id}, ${row.agency_id}, ${row.role}
        WHERE EXISTS (SELECT 1 FROM agencies WHERE id = ${row.agency_id}) ON CONFLICT DO NOTHING`
    }
    yield* sql`DELETE FROM portal_provider WHERE user_id IN ${sql.in(ids)}`
    for (const row of grants) {
      yield* sql`INSERT INTO portal_provider (user_id, portal_id) SELECT ${row.user_id}, ${row.portal_id}
        WHERE EXISTS (SELECT 1 FROM portals WHERE id = ${row.portal_id}) ON CONFLICT DO NOTHING`
    }
  }).pipe(Effect.orDie)
  const tokens: Partial<Record<Caller, string>> = {}
  for (const caller of Callers) {
    if (caller !== "none") tokens[caller] = yield* api.login(logins[caller].email, logins[caller].password)
  }
  return { fx, tokens, restore } satisfies Cast
}).pipe(Effect.orDie)

/**
 * The sampled payload without the optional fields the contract lets go (ids aimed at A are kept): random
 * optional extras (a logo, a role) are refused for reasons of their own and would hide the guard's answer.
 */
const minimal = (operation: Operation, body: unknown): unknown => {
  if (Option.isNone(operation.payloadSchema) || body === null || typeof body !== "object" || Array.isArray(body)) return body
  const schema = operation.payloadSchema.value
  let out = { ...(body as Record<string, unknown>) }
  for (const field of fieldsOf(schema)) {
    if (!field.optional || AIMED.has(field.name) || !(field.name in out)) continue
    const { [field.name]: _dropped, ...rest } = out
    if (!rejects(schema, rest)) out = rest
  }
  return out
}
const AIMED = new Set(["agency", "agency_id", "portal", "portal_id", "user_id", "experiment_id"])

/** A 422 whose message names a body field aimed at A ("portal_id: …"): the reference refused as input. */
const refusesAimedField = (status: number, text: string) => {
  if (status !== 422) return false
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message
    return typeof message === "string" && [...AIMED].some((field) => message.startsWith(`${field}: `))
  } catch {
    return false
  }
}

/** Fields that name the target, kept valid when a request is spoilt (a page's batch names its portal). */
const KEPT = new Set([...AIMED, "batch_id"])

/** Values no field of the contract takes for text, numbers, flags or lists alike. */
const WRONG = [{ invalid: [true] }, -1.5, "\u0001not-valid"] as const

/**
 * The request made invalid in a field that aims at nothing: a required one dropped, or one given a
 * value its schema refuses; the ids aimed at A are kept, so the server still knows whose data is asked for.
 * Undefined when the operation takes neither body nor query, or nothing but the aim could be spoilt.
 */
const invalidOf = (operation: Operation, request: { readonly query: string; readonly body: string | undefined }) => {
  const spoil = (schema: Schema.Schema.Any, valid: Record<string, unknown>, wrong: ReadonlyArray<unknown>) => {
    for (const field of fieldsOf(schema)) {
      if (KEPT.has(field.name)) continue
      const { [field.name]: _dropped, ...rest } = valid
      const candidates = [...(field.optional ? [] : [rest]), ...wrong.map((value) => ({ ...valid, [field.name]: value }))]
      const found = candidates.find((candidate) => rejects(schema, candidate))
      if (found !== undefined) return found
    }
    const empty = {}
    return fieldsOf(schema).some((field) => KEPT.has(field.name)) || !rejects(schema, empty) ? undefined : empty
  }
  if (Option.isSome(operation.payloadSchema) && request.body !== undefined) {
    const valid = JSON.parse(request.body) as unknown
    if (valid === null || typeof valid !== "object" || Array.isArray(valid)) return undefined
    const body = spoil(operation.payloadSchema.value, valid as Record<string, unknown>, WRONG)
    return body === undefined ? undefined : { query: request.query, body: toJson(body) }
  }
  if (Option.isSome(operation.urlParamsSchema)) {
    const valid = Object.fromEntries(new URLSearchParams(request.query))
    const query = spoil(operation.urlParamsSchema.value, valid, WRONG.slice(1).map(String))
    return query === undefined ? undefined : { query: new URLSearchParams(query as Record<string, string>).toString(), body: request.body }
  }
  return undefined
}

/** Documented in /docs but served outside the HttpApi (it reads its raw body to check the signature). */
const DOCUMENTED_ONLY = ["billingWebhook.receive"]

const checkOperation = (operation: Operation, cast: Cast) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const level = access[operation.id]
    if (level === undefined) return expect.fail(`${operation.id} has no entry in access.ts`)
    yield* cast.restore
    const input = validInputFor(operation, cast.fx, operations.indexOf(operation), false)
    const body = bodies[operation.id]?.(cast.fx) ?? minimal(operation, input.body)
    const request = {
      pathParams: input.pathParams,
      query: new URLSearchParams(queries[operation.id]?.(cast.fx) ?? input.query).toString(),
      contentType: body === undefined ? undefined : "application/json",
      body: body === undefined ? undefined : toJson(body)
    }
    // An earlier row may have signed a caller out (logout, a password change): sign in again once.
    const sendAs = (caller: Caller, sent: typeof request) =>
      Effect.gen(function* () {
        const answer = yield* send(api.baseUrl, operation, sent, cast.tokens[caller])
        if (answer.status !== 401 || caller === "none") return answer
        const again = yield* api.request("POST", "/auth/api/v2/login", { json: logins[caller] })
        if (again.status !== 200) return answer
        cast.tokens[caller] = again.body.data.token as string
        return yield* send(api.baseUrl, operation, sent, cast.tokens[caller])
      })
    const problems: Array<string> = []
    // Rights before validation: each refused caller sends the request spoilt, and must learn nothing
    // of its shape — the refusal comes before any 422 (a 401 for no token). Sent before the valid requests: an
    // allowed caller's valid DELETE may take the refused callers' accounts with it (agency A's members).
    const invalid = invalidOf(operation, request)
    for (const caller of invalid === undefined ? [] : order.filter((caller) => !allowed[level].includes(caller))) {
      const answer = yield* sendAs(caller, { ...request, ...invalid! })
      const expected = caller === "none" ? [401] : [403, 404]
      if (!expected.includes(answer.status)) {
        problems.push(
          `${caller} (refused, ${level}), invalid input ${invalid!.body ?? invalid!.query}: expected ${expected.join(" or ")}, got ${answer.status} ${answer.text.slice(0, 140)}`
        )
      }
    }
    for (const caller of order) {
      const answer = yield* sendAs(caller, request)
      const may = allowed[level].includes(caller)
      const leaked = cast.fx.secretsA.filter((secret) => answer.text.includes(secret))
      const seen = `${answer.status} ${answer.text.slice(0, 140)}`
      if (caller === "none" && !may) {
        if (answer.status !== 401) problems.push(`no token: expected 401, got ${seen}`)
      } else if (may) {
        // Another agency's admin may be refused where the request itself names agency A (?agency_id=A).
        const namesA = caller === "otherAgencyAdmin" && new URLSearchParams(request.query).get("agency_id") === String(cast.fx.agencyA)
        if (answer.status === 401 || (answer.status === 403 && !namesA)) problems.push(`${caller} (allowed, ${level}): got ${seen}`)
        if (caller === "otherAgencyAdmin" && level !== "public" && leaked.length > 0)
          problems.push(`${caller} sees agency A's data: ${leaked.join(", ")} in ${seen}`)
      } else {
        if (answer.status !== 403 && answer.status !== 404 && !refusesAimedField(answer.status, answer.text))
          problems.push(`${caller} (refused, ${level}): expected 403 or 404, got ${seen}`)
        if (leaked.length > 0) problems.push(`${caller} (refused) sees agency A's data: ${leaked.join(", ")}`)
      }
    }
    if (problems.length > 0) {
      failures.push(`${operation.id} (${operation.method} ${operation.path}, ${level}):\n    ${problems.join("\n    ")}`)
      expect.fail(
        `${operation.id} ${operation.method} ${operation.path} [${level}]\n  ${problems.join("\n  ")}\n  request: ${JSON.stringify(request).slice(0, 300)}`
      )
    }
  })

afterAll(() => {
  console.log(`authorization matrix: ${failures.length} operations with findings\n${failures.join("\n")}`)
})

layer(testServer(settings), { excludeTestServices: true, timeout: 120_000 })("authorization matrix", (it) => {
  it("every operation of the contract has exactly one access decision, and the OpenAPI document lists the same operations", () => {
    const ids = operations.map((operation) => operation.id)
    expect(
      ids.filter((id) => access[id] === undefined),
      "operations without an entry in access.ts"
    ).toEqual([])
    expect(
      Object.keys(access).filter((id) => !ids.includes(id)),
      "entries in access.ts that name no operation"
    ).toEqual([])
    // The server checks each operation's rights before validation: one rule per operation there too.
    expect(
      ids.filter((id) => rules[id] === undefined),
      "operations without a rule in server/domain/policy/Rights.ts"
    ).toEqual([])
    expect(
      Object.keys(rules).filter((id) => !ids.includes(id)),
      "rules in rights.ts that name no operation"
    ).toEqual([])
    const documented = openApiOperations()
    for (const [key, entry] of documented) if (DOCUMENTED_ONLY.includes(entry.operationId)) documented.delete(key)
    const described = operations.map(
      (operation) => [`${operation.method} ${openApiPath(operation.path)}`, operation.id, operation.bearer] as const
    )
    expect(
      described.filter(([key, id, bearer]) => documented.get(key)?.operationId !== id || documented.get(key)?.secured !== bearer)
    ).toEqual([])
    expect(documented.size).toBe(operations.length)
    // Public operations carry no bearer requirement, and every other one does: the table and the guard agree.
    expect(
      operations.filter((operation) => (access[operation.id] === "public") === operation.bearer).map((operation) => operation.id)
    ).toEqual([])
  })

  it.effect("the served /docs/openapi.json lists every operation of the contract", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("GET", "/docs/openapi.json")
      expect(reply.status).toBe(200)
      const served = new Set<string>()
      for (const item of Object.values(reply.body.paths as Record<string, Record<string, { operationId: string }>>)) {
        for (const operation of Object.values(item)) served.add(operation.operationId)
      }
      expect([...served].sort()).toEqual([...operations.map((operation) => operation.id), ...DOCUMENTED_ONLY].sort())
    })
  )

  let cast: Cast | undefined
  for (const operation of shared) {
    it.effect(
      `${operation.id}: ${operation.method} ${operation.path}`,
      () =>
        Effect.gen(function* () {
          cast ??= yield* makeCast
          yield* checkOperation(operation, cast)
        }),
      120_000
    )
  }
})

// Removing an account or agency A: a fresh server each, so the rows above keep their cast.
for (const operation of removals) {
  layer(testServer(settings), { excludeTestServices: true, timeout: 120_000 })(`authorization matrix: ${operation.id}`, (it) => {
    it.effect(
      `${operation.id}: ${operation.method} ${operation.path}`,
      () =>
        Effect.gen(function* () {
          const cast = yield* makeCast
          if (operation.id === "session.deleteMe") {
            // The last super admin may not delete their account (spec 02): give the cast's one a peer first.
            const sql = yield* SqlClient.SqlClient
            yield* sql`UPDATE users SET is_admin = true WHERE id = ${cast.fx.spareUser}`.pipe(Effect.orDie)
          }
          yield* checkOperation(operation, cast)
        }),
      120_000
    )
  })
}
