// A/B tests of the sandbox HubSpot: HubSpot's create-variation call (the variation is a copy of the
// page, recorded as a draft site page pointing at its original) and a sandbox-only results call
// that serves simulated traffic (experiment-simulation.ts) between two instants the caller names.
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { requireScope } from "./bearer.ts"
import { simulate, type SimulatedGoal } from "./experiment-simulation.ts"
import { pageJson } from "./hubspot-json.ts"
import { apiError, fail, replied } from "./replies.ts"
import { findAccount } from "./store/accounts.ts"
import { createPage, findPage } from "./store/content.ts"

export const AB_TEST_BASE = "/cms/v3/pages/site-pages/ab-test"

const createVariation = Effect.gen(function* () {
  const access = yield* requireScope("content")
  const hub = yield* Effect.flatMap(findAccount(access.hubId), Option.match({
    onNone: () => fail(apiError(401, "INVALID_AUTHENTICATION", "The account of this token no longer exists.")),
    onSome: Effect.succeed
  }))
  const request = yield* HttpServerRequest.HttpServerRequest
  const body = yield* Effect.orElse(request.json, () => fail(apiError(400, "VALIDATION_ERROR", "The body must be JSON")))
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {}
  const contentId = String(record["contentId"] ?? "")
  const variationName = typeof record["variationName"] === "string" ? record["variationName"].trim() : ""
  if (variationName === "") return yield* fail(apiError(400, "VALIDATION_ERROR", "variationName is required"))
  const original = yield* findPage(hub.hub_id, Number(contentId))
  if (Option.isNone(original) || original.value.kind !== "site") return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The page does not exist."))
  const page = yield* createPage(hub.hub_id, "site", {
    name: variationName,
    slug: original.value.slug,
    templatePath: original.value.template_path,
    htmlTitle: original.value.html_title,
    state: "DRAFT",
    properties: { ...original.value.properties, abTestVariationOf: contentId }
  })
  return HttpServerResponse.unsafeJson(pageJson(page, hub), { status: 201 })
})

/** GET …/ab-test/results?goal=clicks&start=<ms>&end=<ms>&variants=<pageId>:<percent>,… */
const results = Effect.gen(function* () {
  yield* requireScope("content")
  const request = yield* HttpServerRequest.HttpServerRequest
  const params = new URL(request.url, "http://localhost").searchParams
  const goal = params.get("goal")
  if (goal !== "clicks" && goal !== "form_submissions") return yield* fail(apiError(400, "VALIDATION_ERROR", "goal must be clicks or form_submissions"))
  const start = Number(params.get("start"))
  const end = Number(params.get("end"))
  if (!Number.isFinite(start) || !Number.isFinite(end)) return yield* fail(apiError(400, "VALIDATION_ERROR", "start and end must be epoch milliseconds"))
  const variants = (params.get("variants") ?? "").split(",").filter((entry) => entry !== "").map((entry) => {
    const [pageId = "", weight = "0"] = entry.split(":")
    return { pageId, weight: Number(weight) || 0 }
  })
  const list = variants.map((variant) => simulate(variant.pageId, variant.weight, goal as SimulatedGoal, end - start))
  return HttpServerResponse.unsafeJson({ total: list.length, results: list })
})

export const experimentRoutes = HttpRouter.empty.pipe(
  HttpRouter.post(`${AB_TEST_BASE}/create-variation`, replied(createVariation)),
  HttpRouter.get(`${AB_TEST_BASE}/results`, replied(results))
)
