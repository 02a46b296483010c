// Valid requests from the contract's schemas (Arbitrary, fixed seed), with ids pointed at agency A.
import { Option, type Schema } from "effect"

import { type Fixtures, pathParamsFor } from "./fixtures.ts"
import type { Operation } from "./inventory.ts"
import { rejects, sampleEncoded, SEED } from "./mutations.ts"

/** Ids in a sampled payload or query pointed at agency A's resources, so the request is not refused for them. */
const aimAtA = (value: unknown, fx: Fixtures, asText: boolean): unknown => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value
  const ids: Record<string, number> = {
    agency: fx.agencyA,
    agency_id: fx.agencyA,
    agencyId: fx.agencyA,
    portal: fx.portalA,
    portal_id: fx.portalA,
    portalId: fx.portalA,
    user_id: fx.userA,
    experiment_id: fx.experimentA,
    plan: fx.planId,
    plan_id: fx.planId
  }
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const id = ids[key]
    out[key] =
      id !== undefined && (typeof inner === "number" || typeof inner === "string")
        ? asText || typeof inner === "string"
          ? String(id)
          : id
        : inner
  }
  return out
}

/**
 * When aiming every id at once makes the sample invalid (a field that shares an id's name but is no id, such as
 * the portal's `plan` literal), each id is aimed on its own where the schema still accepts it: an agency_id
 * left as sampled points at an agency that does not exist, and the request is refused for that.
 */
const aimEachAtA = (schema: Schema.Schema.Any, raw: unknown, fx: Fixtures): unknown => {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return raw
  let out = raw as Record<string, unknown>
  for (const key of Object.keys(out)) {
    const candidate = { ...out, [key]: (aimAtA({ [key]: out[key] }, fx, false) as Record<string, unknown>)[key] }
    if (!rejects(schema, candidate)) out = candidate
  }
  return out
}

/** A request the contract accepts, aimed at agency A (`spare`: DELETEs aim at spare resources instead). */
export const validInputFor = (operation: Operation, fx: Fixtures, index: number, spare: boolean) => {
  const query = Option.match(operation.urlParamsSchema, {
    onNone: () => ({}),
    onSome: (schema) => {
      const sampled = aimAtA(sampleEncoded(schema, SEED + index) ?? {}, fx, true) as Record<string, unknown>
      const aimed = Object.fromEntries(
        Object.entries(sampled)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)])
      )
      return rejects(schema, aimed) ? {} : aimed
    }
  })
  const body = Option.match(operation.payloadSchema, {
    onNone: () => undefined,
    onSome: (schema) => {
      const raw = sampleEncoded(schema, SEED + index) ?? {}
      const sampled = aimAtA(raw, fx, false)
      return rejects(schema, sampled) ? aimEachAtA(schema, raw, fx) : sampled
    }
  })
  return { pathParams: pathParamsFor(operation, fx, spare), query: query as Record<string, string>, body }
}
