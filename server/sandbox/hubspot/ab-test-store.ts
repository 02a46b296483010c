// The sandbox's A/B tests, kept on the pages as HubSpot shows them: the test's abTestId on each of its
// pages and each page's abStatus ("master", "variant", or "loser_variant" once the test has ended). A
// test is active while one of its pages is still a "variant"; the variation also names its original
// (abTestVariationOf), as the sandbox's pages always have.
import { randomInt } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

const TestPage = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  state: Schema.String,
  ab_test_id: Schema.NullOr(Schema.String),
  ab_status: Schema.NullOr(Schema.String)
})
export type TestPage = typeof TestPage.Type

const decode = Schema.decodeUnknown(Schema.Array(TestPage))

const testColumns = "id::float8 AS id, slug, state, properties->>'abTestId' AS ab_test_id, properties->>'abStatus' AS ab_status"

/** A new test id (HubSpot's are numeric strings). */
export const newAbTestId = () => String(randomInt(100_000_000_000, 999_999_999_999))

/** The pages of an account's test. */
export const pagesOfTest = (hubId: number, abTestId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* decode(
      yield* sql`
      SELECT ${sql.literal(testColumns)} FROM sandbox_hubspot_pages
      WHERE hub_id = ${hubId} AND kind = 'site' AND properties->>'abTestId' = ${abTestId} ORDER BY id`
    )
  }).pipe(Effect.orDie)

/** Whether the test still has its variation running. */
export const isActive = (pages: ReadonlyArray<TestPage>) => pages.some((page) => page.ab_status === "variant")

/** Merges A/B fields into a page's properties, dropping the `dropped` one. */
export const markPage = (hubId: number, id: number, fields: Readonly<Record<string, string>>, dropped = "") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_hubspot_pages SET properties = (properties || ${JSON.stringify(fields)}::jsonb) - ${dropped}::text, updated_at = now()
      WHERE hub_id = ${hubId} AND id = ${id}`
  }).pipe(Effect.orDie)

/** Ends the test: the winner becomes the page at the URL (master), every other page a loser variant. */
export const endTest = (hubId: number, pages: ReadonlyArray<TestPage>, winnerId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.forEach(
        pages,
        (page) =>
          page.id === winnerId
            ? markPage(hubId, page.id, { abStatus: "master" }, "abTestVariationOf")
            : markPage(hubId, page.id, { abStatus: "loser_variant" }),
        { discard: true }
      )
    )
  }).pipe(Effect.orDie)

/** The site page an account serves at `slug`: the live one, never a test's variation or loser. */
export const pageAtSlug = (hubId: number, slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(
      yield* sql`
      SELECT ${sql.literal(testColumns)} FROM sandbox_hubspot_pages
      WHERE hub_id = ${hubId} AND kind = 'site' AND slug = ${slug}
        AND coalesce(properties->>'abStatus', '') NOT IN ('variant', 'loser_variant')
      ORDER BY (properties->>'abStatus' = 'master') DESC NULLS LAST, (state = 'PUBLISHED') DESC, id LIMIT 1`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)
