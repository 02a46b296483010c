// A/B tests of the sandbox HubSpot, as HubSpot's CMS Pages v3 reference has them: create-variation
// (contentId, variationName: a draft copy of the page that becomes the test's one variation; a page
// already in an active test gets no second one) and end (abTestId, winnerId: the winner stays at the
// URL, the other page becomes a loser variant; 204 without a body). Also the site's rendered pages
// (site-pages.ts), where visitors meet the test.
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { endTest, isActive, markPage, newAbTestId, pagesOfTest } from "./ab-test-store.ts"
import { requireScope } from "./bearer.ts"
import { pageJson } from "./hubspot-json.ts"
import { ACCOUNT_GONE, apiError, fail, replied } from "./replies.ts"
import { sitePageRoutes } from "./site-pages.ts"
import { findAccount } from "./store/accounts.ts"
import { createPage, findPage } from "./store/content.ts"

export const AB_TEST_BASE = "/cms/v3/pages/site-pages/ab-test"

const invalid = (message: string) => fail(apiError(400, "VALIDATION_ERROR", message))

const account = Effect.gen(function* () {
  const access = yield* requireScope("content")
  return yield* Effect.flatMap(
    findAccount(access.hubId),
    Option.match({
      onNone: () => fail(apiError(401, "INVALID_AUTHENTICATION", ACCOUNT_GONE)),
      onSome: Effect.succeed
    })
  )
})

/** The JSON object body and its required string fields, each refused by name when missing. */
const requiredStrings = <K extends string>(...fields: ReadonlyArray<K>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const body = yield* Effect.orElse(request.json, () => invalid("The body must be JSON"))
    if (typeof body !== "object" || body === null || Array.isArray(body)) return yield* invalid("The body must be a JSON object")
    const record = body as Record<string, unknown>
    const values = {} as Record<K, string>
    for (const field of fields) {
      const value = record[field]
      if (typeof value !== "string" || value.trim() === "") return yield* invalid(`${field} is required and must be a non-empty string`)
      values[field] = value.trim()
    }
    return values
  })

const createVariation = Effect.gen(function* () {
  const hub = yield* account
  const { contentId, variationName } = yield* requiredStrings("contentId", "variationName")
  const original = yield* findPage(hub.hub_id, Number(contentId))
  if (Option.isNone(original) || original.value.kind !== "site")
    return yield* fail(apiError(404, "OBJECT_NOT_FOUND", `Page ${contentId} does not exist.`))
  const properties = original.value.properties
  const status = typeof properties["abStatus"] === "string" ? properties["abStatus"] : ""
  if (status === "variant" || status === "loser_variant")
    return yield* invalid(`Page ${contentId} is a variation of an A/B test, not a page to test`)
  const currentTest = typeof properties["abTestId"] === "string" ? properties["abTestId"] : ""
  if (currentTest !== "" && isActive(yield* pagesOfTest(hub.hub_id, currentTest))) {
    return yield* invalid(`Page ${contentId} already has a variation in A/B test ${currentTest}: end that test first`)
  }
  const abTestId = newAbTestId()
  yield* markPage(hub.hub_id, original.value.id, { abTestId, abStatus: "master" })
  const page = yield* createPage(hub.hub_id, "site", {
    name: variationName,
    slug: original.value.slug,
    templatePath: original.value.template_path,
    htmlTitle: original.value.html_title,
    state: "DRAFT",
    properties: { ...properties, abTestId, abStatus: "variant", abTestVariationOf: contentId }
  })
  return HttpServerResponse.unsafeJson(pageJson(page, hub), { status: 201 })
})

const end = Effect.gen(function* () {
  const hub = yield* account
  const { abTestId, winnerId } = yield* requiredStrings("abTestId", "winnerId")
  const pages = yield* pagesOfTest(hub.hub_id, abTestId)
  if (pages.length === 0) return yield* fail(apiError(404, "OBJECT_NOT_FOUND", `A/B test ${abTestId} does not exist.`))
  if (!isActive(pages)) return yield* invalid(`A/B test ${abTestId} has already ended`)
  const winner = pages.find((page) => String(page.id) === winnerId && page.ab_status !== "loser_variant")
  if (winner === undefined) return yield* invalid(`winnerId ${winnerId} is not a page of A/B test ${abTestId}`)
  yield* endTest(hub.hub_id, pages, winner.id)
  return HttpServerResponse.empty({ status: 204 })
})

export const experimentRoutes = HttpRouter.empty.pipe(
  HttpRouter.post(`${AB_TEST_BASE}/create-variation`, replied(createVariation)),
  HttpRouter.post(`${AB_TEST_BASE}/end`, replied(end)),
  HttpRouter.concat(sitePageRoutes)
)
