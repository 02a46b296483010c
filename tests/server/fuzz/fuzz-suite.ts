// The fuzz suite generated from the contract (run by contract-fuzz.shard-*.test.ts, two shards so that the
// two halves run on two workers) (ASVS L2): for every operation of the OpenAPI document,
// valid inputs from Effect Schema's Arbitrary (fixed seed) are mutated into ≥ 200 malformed requests and sent
// to the real server on a fresh seeded database. For each answer:
//
// 1. status < 500 — always.
// 2. A mutation marked "refuse" (see mutations.ts) gets a 4xx.
// 3. Every 422 carries a non-empty `errors` map (field → messages) and no raw schema text ('Expected …,
//    actual …'), and one caused by a specific input names that field among its keys (fieldErrorsProblem).
//    A 400, 413 or 415 caused by a specific input names it in `message`:
//    - a body field: its dotted path (`data.name`) or its own name (`name`) as a whole word;
//    - a query or path parameter: its name as a whole word;
//    - a body-level cause (malformed JSON, top-level non-object, nesting, size, Content-Type, no body): one of
//      "body", "JSON", "Content-Type", "media type", "too large", "payload" (BODY_LEVEL_WORDS);
//    401/403/404/409/429 are not about a field and are only held to rule 1.
// 4. No stored data changes on refused requests: a digest of every table (digest.ts, with its justified
//    exclusions) is taken before and after the operation's batch of "refuse" mutations, and around its other
//    mutations when all of those were refused too.
//
// Callers: agency A's admin (agency@), or the super admin for operations only the super admin may call
// (access.ts), A's user for removing one's own account, or no token for public ones — so requests pass authorization and reach validation.
// Destructive operations (DELETE, sign-out, own-account removal) run last and aim at spare resources.
// Reproduce: SEED in mutations.ts; a failure prints the request (method, URL, Content-Type, body head).
import { SqlClient } from "@effect/sql"
import { afterAll, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "../support/TestApi.ts"
import { access } from "./access.ts"
import { changedTables, digest } from "./digest.ts"
import { type Fixtures, makeFixtures } from "./fixtures.ts"
import { type Operation, operations } from "./inventory.ts"
import { fieldErrorsProblem, type Mutation, mutationsFor, names, SEED } from "./mutations.ts"
import { send, urlOf } from "./send.ts"
import { validInputFor } from "./valid-input.ts"

const MIN_PER_OPERATION = 200
const CONCURRENCY = 4

/** Sign-out and account removal end the fuzz caller's session or account: they go last. */
const LAST = ["session.logout", "session.deleteMe", "agencyAccount.deleteMe"]
const rank = (operation: Operation) => (LAST.includes(operation.id) ? 2 : operation.method === "DELETE" ? 1 : 0)
const ordered = [...operations].sort((a, b) => rank(a) - rank(b))

interface Failure {
  readonly rule: string
  readonly mutation: Mutation
  readonly status: number
  readonly message: string
}

const describeRequest = (baseUrl: string, operation: Operation, mutation: Mutation) => {
  const body =
    mutation.body === undefined
      ? "(no body)"
      : mutation.body.length > 160
        ? `${mutation.body.slice(0, 160)}… (${mutation.body.length} chars)`
        : mutation.body
  const url = urlOf(baseUrl, operation, mutation.pathParams, mutation.query, mutation.rawPathParams)
  return `${operation.method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} [${mutation.contentType ?? "no Content-Type"}] ${body}`
}

/** The sign-in limit would stop the callers' own sign-ins (one per operation); it is tested in auth.test.ts. */
const settings = { loginRateLimit: { perAccount: 1_000_000, perIp: 1_000_000, windowSeconds: 60 } }

/**
 * The server without its payment reconciliation sweep: the sweep settles payments an earlier operation left
 * open (30 s after, every 60 s) in the background, and a digest taken around a later operation's refused
 * requests would see that write as theirs (seen once on a loaded machine: billing.prePlan after
 * billing.paymentIntent). The sweep has its own tests (billing-kill, billing-refunds).
 */
const fuzzServer = testServer(settings, { paymentSweep: false })

/** Fuzzes every `of`-th operation starting at `shard` on a server of its own. */
export const fuzzShard = (shard: number, of: number) => {
  const report: Array<{ id: string; sent: number; refused: number; failures: number }> = []
  /** 422s answering a mutation the server must refuse, and those whose errors name the mutated field. */
  const refusals = { total: 0, naming: 0 }
  const failuresByClass = new Map<string, { operations: Set<string>; count: number }>()
  let fixtures: Fixtures | undefined
  let credentials: ReadonlyArray<{ id: number; email: string; password_hash: string | null }> = []
  const mine = ordered.filter((_, index) => index % of === shard)

  layer(fuzzServer, { excludeTestServices: true, timeout: 120_000 })(`contract fuzz, shard ${shard + 1} of ${of}`, (it) => {
    afterAll(() => {
      const lines = report.map(
        (row) =>
          `${row.id.padEnd(34)} sent ${String(row.sent).padStart(4)}  refused ${String(row.refused).padStart(4)}  failures ${row.failures}`
      )
      const classes = [...failuresByClass.entries()]
        .sort((a, b) => b[1].count - a[1].count)
        .map(([cls, entry]) => `${cls}: ${entry.count} failures over ${entry.operations.size} operations`)
      const naming = refusals.total === 0 ? 100 : (100 * refusals.naming) / refusals.total
      console.log(
        [
          `contract fuzz shard ${shard + 1}/${of} (seed ${SEED}): ${report.reduce((sum, row) => sum + row.sent, 0)} requests, ${report.reduce((sum, row) => sum + row.failures, 0)} failures`,
          `422 refusals naming the field: ${refusals.naming} of ${refusals.total} (${naming.toFixed(1)} %)`,
          ...lines,
          "failures by class:",
          ...classes
        ].join("\n")
      )
    })

    for (const operation of mine) {
      it.effect(
        `${operation.id}: ${operation.method} ${operation.path}`,
        () =>
          Effect.gen(function* () {
            const api = yield* TestApi
            const sql = yield* SqlClient.SqlClient
            if (fixtures === undefined) {
              fixtures = yield* makeFixtures
              credentials = yield* sql<{ id: number; email: string; password_hash: string | null }>`
              SELECT id, email, password_hash FROM users WHERE email IN (${Seeded.admin.email}, ${Seeded.agencyAdmin.email}, ${Seeded.user.email})`.pipe(
                Effect.orDie
              )
            }
            const fx = fixtures
            // An earlier operation may have changed the callers' email or password (that is its job): put them back.
            for (const row of credentials) {
              yield* sql`UPDATE users SET email = ${row.email}, password_hash = ${row.password_hash} WHERE id = ${row.id}`.pipe(
                Effect.orDie
              )
            }
            const who = access[operation.id]
            // Removing one's own account is fuzzed as A's user, so that agency A's admin is still there for the
            // removal of agency A's account (agencyAccount.deleteMe), whichever of the two runs first.
            const caller =
              who === "public"
                ? undefined
                : who === "superAdmin" || who === "support"
                  ? Seeded.admin
                  : operation.id === "session.deleteMe"
                    ? Seeded.user
                    : Seeded.agencyAdmin
            const token = caller === undefined ? undefined : yield* api.login(caller.email, caller.password)

            const index = operations.indexOf(operation)
            const mutations = mutationsFor(operation, validInputFor(operation, fx, index, true))
            const failures: Array<Failure> = []
            let refusedCount = 0

            const check = (mutation: Mutation, status: number, message: string, errors: unknown) => {
              const errorsProblem =
                status === 422 ? fieldErrorsProblem(mutation.expect === "refuse" ? mutation.target : undefined, message, errors) : undefined
              if (status === 422 && mutation.expect === "refuse") {
                refusals.total++
                if (errorsProblem === undefined) refusals.naming++
              }
              if (status >= 500) failures.push({ rule: "status ≥ 500", mutation, status, message })
              else if (mutation.expect === "refuse" && status < 400)
                failures.push({ rule: "invalid input accepted", mutation, status, message })
              else if (errorsProblem !== undefined)
                failures.push({ rule: "422 errors map", mutation, status, message: `${errorsProblem} — ${message}` })
              else if ([400, 413, 415].includes(status) && mutation.expect === "refuse" && !names(mutation.target, message)) {
                failures.push({ rule: "4xx does not name the field", mutation, status, message })
              }
              if (status >= 400 && status < 500) refusedCount++
            }

            const batch = (list: ReadonlyArray<Mutation>) =>
              Effect.forEach(
                list,
                (mutation) =>
                  Effect.map(send(api.baseUrl, operation, mutation, token), (answer) => {
                    check(mutation, answer.status, answer.message || answer.text.slice(0, 200), answer.errors)
                    return answer.status
                  }),
                { concurrency: CONCURRENCY }
              )

            const refuse = mutations.filter((mutation) => mutation.expect === "refuse")
            const others = mutations.filter((mutation) => mutation.expect === "any")
            const before = yield* digest
            const refuseStatuses = yield* batch(refuse)
            if (refuse.length > 0 && refuseStatuses.every((status) => status >= 400 && status < 500)) {
              const changed = changedTables(before, yield* digest)
              if (changed.length > 0)
                failures.push({
                  rule: `refused requests changed stored data in ${changed.join(", ")}`,
                  mutation: refuse[0]!,
                  status: 0,
                  message: ""
                })
            }
            const middle = yield* digest
            const otherStatuses = yield* batch(others)
            if (others.length > 0 && otherStatuses.every((status) => status >= 400 && status < 500)) {
              const changed = changedTables(middle, yield* digest)
              if (changed.length > 0)
                failures.push({
                  rule: `refused requests changed stored data in ${changed.join(", ")}`,
                  mutation: others[0]!,
                  status: 0,
                  message: ""
                })
            }

            report.push({ id: operation.id, sent: mutations.length, refused: refusedCount, failures: failures.length })
            for (const failure of failures) {
              const entry = failuresByClass.get(
                `${failure.mutation.cls} / ${failure.rule.startsWith("refused requests") ? "data changed" : failure.rule}`
              ) ?? { operations: new Set<string>(), count: 0 }
              entry.operations.add(operation.id)
              entry.count++
              failuresByClass.set(
                `${failure.mutation.cls} / ${failure.rule.startsWith("refused requests") ? "data changed" : failure.rule}`,
                entry
              )
            }
            expect(mutations.length, `${operation.id}: only ${mutations.length} distinct malformed inputs`).toBeGreaterThanOrEqual(
              MIN_PER_OPERATION
            )
            if (failures.length > 0) {
              const shown = failures
                .slice(0, 12)
                .map(
                  (failure) =>
                    `  [${failure.rule}] ${failure.mutation.cls} — ${failure.mutation.label} → ${failure.status} ${JSON.stringify(failure.message.slice(0, 160))}\n    ${describeRequest(api.baseUrl, operation, failure.mutation)}`
                )
              expect.fail(
                `${operation.id} (seed ${SEED}): ${failures.length} of ${mutations.length} requests failed\n${shown.join("\n")}${failures.length > 12 ? `\n  … and ${failures.length - 12} more` : ""}`
              )
            }
          }),
        240_000
      )
    }
  })
}
