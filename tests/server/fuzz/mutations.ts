// Malformed inputs derived from an operation's schemas: each field of the payload, each query parameter and
// each path parameter is replaced by hostile values, required fields are dropped, and whole bodies are
// broken (malformed JSON, top-level non-objects, 20 000 levels of nesting, over-size, wrong Content-Type).
//
// Each mutation says what a correct server must do with it:
// - "refuse": the input is invalid (the contract's own schema rejects it, or it is a hostile value the issue
//   demands be refused: NUL, lone surrogates, 1 MB strings, ids outside positive int32, broken bodies) — the
//   answer must be a 4xx, and a 400/413/415/422 must name the cause (see `names` below).
// - "any": the input may be valid (odd but legal text, extra fields, an ignored body) — only "no answer ≥ 500".
import { Option, Schema } from "effect"

import { limitsOf, TEXT_JSON_OPERATIONS } from "../../../server/http/middleware/bodyGuard.ts"
import {
  core,
  deepArray,
  deepObject,
  FULL_FIELDS,
  hostileNumbers,
  hostileStrings,
  hostileText,
  nesting,
  toJson,
  wrongTypes
} from "./hostile-values.ts"
import type { Operation } from "./inventory.ts"
import {
  asServerReads,
  badId,
  badIdText,
  bodyFields,
  encodeText,
  fieldsOf,
  isIdName,
  queryString,
  rejects,
  sampleEncoded,
  setAt
} from "./schema-fields.ts"

export { toJson }
export { encodeText, fieldsOf, rejects, sampleEncoded }

/** The fixed seed of every generated value: a failure names it and replays exactly. */
export const SEED = 20261127

/** The body-size cap the server enforces on an operation (ASVS 13.1): one body is sent just over it. */
const bodyCapBytes = (operation: Operation) => limitsOf(operation.id).maxBytes

/** Words a body-level refusal (malformed JSON, wrong Content-Type, over-size, non-object) must contain one of. */
export const BODY_LEVEL_WORDS = /body|json|content-type|media type|too large|payload/i

export type Target =
  | { readonly kind: "body-field"; readonly field: ReadonlyArray<string> }
  | { readonly kind: "query"; readonly field: string }
  | { readonly kind: "path"; readonly field: string }
  | { readonly kind: "body" }

/** Whether the body's fields accept the value, leaving out the schema's rules across fields (its outer filters). */
const acceptedByFields = (schema: Schema.Schema.Any, value: unknown): boolean => {
  let ast = schema.ast
  while (ast._tag === "Refinement") ast = ast.from
  if (ast === schema.ast) return false
  try {
    return !rejects(Schema.make(ast), JSON.parse(toJson(value)))
  } catch {
    return false
  }
}

export interface Mutation {
  /** Class for the report: "wrong type", "NUL", "deep JSON", ... */
  readonly cls: string
  readonly label: string
  readonly target: Target
  readonly expect: "refuse" | "any"
  readonly pathParams: Record<string, string>
  /** Path parameters sent as written, not percent-encoded (a raw ';' or ',' suffix). */
  readonly rawPathParams?: ReadonlyArray<string>
  readonly query: string
  readonly contentType: string | undefined
  readonly body: string | undefined
}

export interface ValidInput {
  readonly pathParams: Record<string, string>
  readonly query: Record<string, string>
  readonly body: unknown
}

// ---- the generator -------------------------------------------------------------------------------------

export const mutationsFor = (operation: Operation, valid: ValidInput): ReadonlyArray<Mutation> => {
  const out: Array<Mutation> = []
  const hasPayload = Option.isSome(operation.payloadSchema)
  const payloadSchema = Option.getOrUndefined(operation.payloadSchema)
  const urlSchema = Option.getOrUndefined(operation.urlParamsSchema)
  const pathSchema = Option.getOrUndefined(operation.pathSchema)
  const validQuery = queryString(valid.query)
  const validBody = hasPayload ? toJson(valid.body ?? {}) : undefined
  const base = {
    pathParams: valid.pathParams,
    query: validQuery,
    contentType: hasPayload ? "application/json" : undefined,
    body: validBody
  }
  let heavySent = 0

  // Body fields.
  if (payloadSchema !== undefined) {
    for (const [fieldIndex, field] of bodyFields(payloadSchema, valid.body).entries()) {
      const name = field.path.join(".")
      const target: Target = { kind: "body-field", field: field.path }
      const leaf = field.path[field.path.length - 1]!
      if (!field.optional) {
        const mutated = setAt(valid.body, field.path, undefined, true)
        out.push({
          ...base,
          cls: "missing field",
          label: `${name} missing`,
          target,
          expect: rejects(payloadSchema, mutated) ? "refuse" : "any",
          body: toJson(mutated)
        })
      }
      // Every hostile value for the first fields; past them a core set per field, which keeps operations with
      // many fields (plans, agencies) within the time budget.
      const values = fieldIndex < FULL_FIELDS ? [...wrongTypes, ...hostileStrings, ...hostileNumbers, ...nesting] : core
      for (const hostile of values) {
        if (hostile.heavy === true) {
          // 1 MB and 20 000-deep values once per operation (first field): they test the parser, not the field.
          if (heavySent >= 3) continue
          heavySent++
        }
        const mutated = setAt(valid.body, field.path, hostile.value)
        let refuse = hostile.alwaysRefused === true || (isIdName(leaf) && badId(hostile.value))
        if (!refuse) {
          try {
            refuse = rejects(payloadSchema, JSON.parse(toJson(mutated)))
          } catch {
            refuse = true
          }
        }
        out.push({
          ...base,
          cls: hostile.cls,
          label: `${name} = ${hostile.label}`,
          // A value the fields accept, refused by a rule across fields (skip false asks for the answers): the
          // 422 names the fields that rule needs, not this one.
          target: refuse && acceptedByFields(payloadSchema, mutated) ? { kind: "body" } : target,
          expect: refuse ? "refuse" : "any",
          body: toJson(mutated)
        })
      }
    }
    out.push({
      ...base,
      cls: "extra field",
      label: "extra field",
      target: { kind: "body" },
      expect: "any",
      body: toJson(setAt(valid.body, ["__proto_extra__"], "x"))
    })
    out.push({
      ...base,
      cls: "extra field",
      label: "__proto__ field",
      target: { kind: "body" },
      expect: "any",
      body: toJson(valid.body).replace(/^\{/, '{"__proto__":{"is_admin":true},').replace(/,\}$/, "}")
    })
    out.push({
      ...base,
      cls: "extra field",
      label: "constructor field",
      target: { kind: "body" },
      expect: "any",
      body: toJson(setAt(valid.body, ["constructor"], { prototype: { is_admin: true } }))
    })
    // Whole-body mutations.
    const bodyLevel = (
      cls: string,
      label: string,
      body: string | undefined,
      contentType: string | undefined,
      expect: "refuse" | "any" = "refuse"
    ) => out.push({ ...base, cls, label, target: { kind: "body" }, expect, body, contentType })
    const emptyAccepted = !rejects(payloadSchema, {})
    bodyLevel("no body", "no body, no Content-Type", undefined, undefined, emptyAccepted ? "any" : "refuse")
    bodyLevel("no body", "empty JSON body", "", "application/json", emptyAccepted ? "any" : "refuse")
    bodyLevel("malformed JSON", "truncated", validBody!.slice(0, Math.max(1, validBody!.length - 1)), "application/json")
    bodyLevel("malformed JSON", "trailing comma", '{"a":1,}', "application/json")
    bodyLevel("malformed JSON", "single quotes", "{'a':1}", "application/json")
    bodyLevel("malformed JSON", "garbage", "not json at all", "application/json")
    bodyLevel("malformed JSON", "invalid UTF-8 escape", '{"a":"\\uZZZZ"}', "application/json")
    bodyLevel("malformed JSON", "two documents", `${validBody}${validBody}`, "application/json")
    for (const top of ["null", "true", "1", "-1", '"text"', "[]", `[${validBody}]`, "1e400"]) {
      bodyLevel("top-level non-object", `top-level ${top.slice(0, 20)}`, top, "application/json")
    }
    bodyLevel("deep JSON", "20 000 nested arrays as body", deepArray.text, "application/json")
    bodyLevel("deep JSON", "20 000 nested objects as body", deepObject.text, "application/json")
    bodyLevel(
      "over size cap",
      "body just over the size cap",
      toJson({
        ...(typeof valid.body === "object" && valid.body !== null ? valid.body : {}),
        padding: "p".repeat(bodyCapBytes(operation) + 1024)
      }),
      "application/json"
    )
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=fuzz",
      "application/xml",
      "application/json; charset=latin1"
    ]) {
      // The tracking beacon sends its JSON as text/plain (navigator.sendBeacon), so that one is accepted there.
      const refused =
        contentType !== "application/json; charset=latin1" && !(contentType === "text/plain" && TEXT_JSON_OPERATIONS.has(operation.id))
      bodyLevel("wrong Content-Type", `Content-Type ${contentType}`, validBody, contentType, refused ? "refuse" : "any")
    }
    bodyLevel("wrong Content-Type", "form body as form", "a=1&b=2", "application/x-www-form-urlencoded")
    bodyLevel(
      "wrong Content-Type",
      "multipart body",
      '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
      "multipart/form-data; boundary=fuzz"
    )
    bodyLevel("wrong Content-Type", "JSON with no Content-Type", validBody, undefined)
  } else {
    // No payload in the contract: a body, whatever it is, must be ignored or refused — never a 500.
    const tops: Array<[string, string]> = [
      ["null", "null"],
      ["object", '{"a":1}'],
      ["malformed", "{'a'"],
      ["deep arrays", deepArray.text],
      ["deep objects", deepObject.text],
      ["NUL", '{"a":"\\u0000"}'],
      ["surrogate", '{"a":"\\ud800"}'],
      ["big number", "9007199254740993"],
      ["1e400", "1e400"],
      ["array", "[1,2,3]"]
    ]
    for (const [label, body] of tops) {
      for (const contentType of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
        out.push({
          ...base,
          cls: "unexpected body",
          label: `${label} body as ${contentType}`,
          target: { kind: "body" },
          expect: "any",
          body,
          contentType
        })
      }
    }
  }

  // Query parameters: every declared one, hostile; plus repeated and unknown ones.
  const queryFields = urlSchema === undefined ? [] : fieldsOf(urlSchema)
  for (const field of queryFields) {
    for (const hostile of hostileText) {
      const params = { ...valid.query, [field.name]: hostile.text }
      const refuse =
        hostile.alwaysRefused === true ||
        rejects(urlSchema!, { ...params, [field.name]: asServerReads(hostile.text) }) ||
        (isIdName(field.name) && hostile.text !== "" && badIdText(hostile.text))
      out.push({
        ...base,
        cls: hostile.cls,
        label: `?${field.name}=${hostile.label}`,
        target: { kind: "query", field: field.name },
        expect: refuse ? "refuse" : "any",
        query: queryString(params)
      })
    }
    const repeated = `${validQuery}${validQuery === "" ? "" : "&"}${encodeURIComponent(field.name)}=1&${encodeURIComponent(field.name)}=2`
    out.push({
      ...base,
      cls: "repeated param",
      label: `?${field.name} twice`,
      target: { kind: "query", field: field.name },
      expect: "any",
      query: repeated
    })
  }
  for (const hostile of hostileText) {
    const query = `${validQuery}${validQuery === "" ? "" : "&"}unknown_param=${encodeText(hostile.text)}`
    out.push({
      ...base,
      cls: "unknown param",
      label: `?unknown_param=${hostile.label}`,
      target: { kind: "query", field: "unknown_param" },
      expect: "any",
      query
    })
  }
  for (const junk of ["%", "%zz", "a=%ED%A0%80", "=1", "&&&", "a[b][c]=1", "a[]=1&a[]=2", "__proto__[x]=1", `${"x".repeat(8000)}=1`]) {
    out.push({
      ...base,
      cls: "odd query",
      label: `query ${junk.slice(0, 20)}`,
      target: { kind: "body" },
      expect: "any",
      query: `${validQuery}${validQuery === "" ? "" : "&"}${junk}`
    })
  }

  // Path parameters.
  for (const name of operation.pathParams) {
    for (const hostile of hostileText) {
      const params = { ...valid.pathParams, [name]: hostile.text }
      const decoded = pathSchema === undefined ? false : rejects(pathSchema, { ...params, [name]: asServerReads(hostile.text) })
      // An empty segment is another URL (often another route): held only to "no 500".
      const refuse = hostile.text !== "" && (hostile.alwaysRefused === true || decoded || (isIdName(name) && badIdText(hostile.text)))
      out.push({
        ...base,
        cls: hostile.cls === "int32" ? "hostile id" : hostile.cls,
        label: `:${name}=${hostile.label}`,
        target: { kind: "path", field: name },
        expect: refuse ? "refuse" : "any",
        pathParams: params
      })
    }
    // A valid value with a suffix the router might cut off, sent unencoded: a matrix parameter (';'), a list
    // (','), a decimal ('.0'). `1;x` once reached the handler as id 1. Only ids are refused for certain; a
    // text parameter may hold such characters.
    for (const suffix of [";x", ";DROP%20TABLE%20users", ";page=1", ",2", ".0"]) {
      const params = { ...valid.pathParams, [name]: `${valid.pathParams[name] ?? ""}${suffix}` }
      const refuse =
        isIdName(name) || (pathSchema !== undefined && rejects(pathSchema, { ...params, [name]: decodeURIComponent(params[name]!) }))
      out.push({
        ...base,
        cls: "path suffix",
        label: `:${name}${suffix}`,
        target: { kind: "path", field: name },
        expect: refuse ? "refuse" : "any",
        pathParams: params,
        rawPathParams: [name]
      })
    }
  }

  // Pad operations with little input up to the floor with whole hostile values as extra body fields / params,
  // each a distinct request.
  let pad = 0
  const padValues = [...wrongTypes, ...hostileStrings.filter((hostile) => hostile.heavy !== true), ...hostileNumbers]
  while (out.length < 205 && pad < padValues.length * 4) {
    const hostile = padValues[pad % padValues.length]!
    const round = Math.floor(pad / padValues.length)
    pad++
    if (hasPayload && round < 2) {
      const body = toJson(setAt(valid.body, [`extra_${round}`], hostile.value))
      out.push({ ...base, cls: "extra field", label: `extra_${round} = ${hostile.label}`, target: { kind: "body" }, expect: "any", body })
    } else {
      const text = typeof hostile.value === "string" ? hostile.value : toJson(hostile.value)
      const query = `${validQuery}${validQuery === "" ? "" : "&"}extra_${round}=${encodeText(text)}`
      out.push({
        ...base,
        cls: "unknown param",
        label: `?extra_${round}=${hostile.label}`,
        target: { kind: "query", field: `extra_${round}` },
        expect: "any",
        query
      })
    }
  }
  return dedupe(out)
}

const dedupe = (mutations: ReadonlyArray<Mutation>) => {
  const seen = new Set<string>()
  return mutations.filter((mutation) => {
    const key = JSON.stringify([mutation.pathParams, mutation.rawPathParams, mutation.query, mutation.contentType, mutation.body])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Whether a refusal's message names its cause (documented in contract-fuzz.test.ts). */
export const names = (target: Target, message: string): boolean => {
  switch (target.kind) {
    case "body":
      return BODY_LEVEL_WORDS.test(message)
    case "query":
    case "path":
      return word(target.field).test(message) || word(spaced(target.field)).test(message)
    case "body-field": {
      const leaf = target.field[target.field.length - 1]!
      // The dotted path (data.name) or the field's own name as a word; a 1 MB value may be stopped by the
      // body-size cap before the field is read.
      return (
        word(target.field.join(".")).test(message) ||
        word(leaf).test(message) ||
        word(spaced(leaf)).test(message) ||
        /too large|size/i.test(message)
      )
    }
  }
}

/** Schema's own text for a failed decode, which a 422 must never carry ('Expected "asc", actual "x"'). */
export const RAW_SCHEMA_TEXT = /Expected [\s\S]*, actual |\bis missing\b|\bis unexpected\b|Unable to decode /

/**
 * Why a 422 is not what the contract promises, or undefined when it is: a non-empty `errors` map of field →
 * non-empty messages, no raw schema text in it or in `message`, and for a specific input a key that is that
 * field — its dotted path, or the path of a field inside it or around it ("variants" for variants.0.source,
 * "billing.email" for billing) — or, for the body as a whole, any key.
 */
export const fieldErrorsProblem = (target: Target | undefined, message: string, errors: unknown): string | undefined => {
  if (errors === null || typeof errors !== "object" || Array.isArray(errors)) return "no errors map"
  const entries = Object.entries(errors as Record<string, unknown>)
  if (entries.length === 0) return "empty errors map"
  for (const [field, texts] of entries) {
    if (!Array.isArray(texts) || texts.length === 0 || !texts.every((text) => typeof text === "string" && text.trim() !== ""))
      return `errors.${field} holds no messages`
    if (texts.some((text: string) => RAW_SCHEMA_TEXT.test(text))) return `errors.${field} is raw schema text`
  }
  if (RAW_SCHEMA_TEXT.test(message)) return "message is raw schema text"
  if (target === undefined || target.kind === "body") return undefined
  const path = target.kind === "body-field" ? target.field.join(".") : target.field
  const related = (key: string) => key === path || path.startsWith(`${key}.`) || key.startsWith(`${path}.`)
  return entries.some(([field]) => related(field)) ? undefined : `errors names ${entries.map(([field]) => field).join(", ")}, not ${path}`
}

/** The validator's wording of a key in a sentence ("The portal limit field is required."). */
const spaced = (name: string) => name.replace(/_/g, " ")

const word = (name: string) => new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^A-Za-z0-9_])`)
