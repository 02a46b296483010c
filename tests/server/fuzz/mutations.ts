// Malformed inputs derived from an operation's schemas: each field of the payload, each query parameter and
// each path parameter is replaced by hostile values, required fields are dropped, and whole bodies are
// broken (malformed JSON, top-level non-objects, 20 000 levels of nesting, over-size, wrong Content-Type).
//
// Each mutation says what a correct server must do with it:
// - "refuse": the input is invalid (the contract's own schema rejects it, or it is a hostile value the issue
//   demands be refused: NUL, lone surrogates, 1 MB strings, ids outside positive int32, broken bodies) — the
//   answer must be a 4xx, and a 400/413/415/422 must name the cause (see `names` below).
// - "any": the input may be valid (odd but legal text, extra fields, an ignored body) — only "no answer ≥ 500".
import { Arbitrary, Either, FastCheck, Option, Schema, SchemaAST } from "effect"
import { limitsOf, TEXT_JSON_OPERATIONS } from "../../../server/http/middleware/bodyGuard.ts"
import type { Operation } from "./inventory.ts"

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

export interface Mutation {
  /** Class for the report: "wrong type", "NUL", "deep JSON", ... */
  readonly cls: string
  readonly label: string
  readonly target: Target
  readonly expect: "refuse" | "any"
  readonly pathParams: Record<string, string>
  readonly query: string
  readonly contentType: string | undefined
  readonly body: string | undefined
}

export interface ValidInput {
  readonly pathParams: Record<string, string>
  readonly query: Record<string, string>
  readonly body: unknown
}

// ---- raw JSON: numbers JSON.stringify cannot spell (2^53+1, 1e400) and 20 000-deep nesting -------------

class Raw {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new Raw(text)

/** JSON text of a value in which Raw pieces are pasted verbatim. */
export const toJson = (value: unknown): string => {
  const pieces: Array<string> = []
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof Raw) {
      pieces.push(inner.text)
      return `\u0001RAW${pieces.length - 1}\u0001`
    }
    return inner
  })
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, index: string) => pieces[Number(index)]!)
}

const DEEP = 20_000
const deepArray = raw("[".repeat(DEEP) + "]".repeat(DEEP))
const deepObject = raw('{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP))
const ONE_MB = "a".repeat(1024 * 1024)

interface Hostile {
  readonly cls: string
  readonly label: string
  readonly value: unknown
  /** Refused whatever the field's schema says. */
  readonly alwaysRefused?: boolean
  /** Sent only once or twice per operation: large. */
  readonly heavy?: boolean
}

const wrongTypes: ReadonlyArray<Hostile> = [
  { cls: "wrong type", label: "number 0", value: 0 },
  { cls: "wrong type", label: "number 1", value: 1 },
  { cls: "wrong type", label: "string", value: "x" },
  { cls: "wrong type", label: "empty string", value: "" },
  { cls: "wrong type", label: "true", value: true },
  { cls: "wrong type", label: "false", value: false },
  { cls: "wrong type", label: "null", value: null },
  { cls: "wrong type", label: "empty array", value: [] },
  { cls: "wrong type", label: "array", value: [1, "a"] },
  { cls: "wrong type", label: "empty object", value: {} },
  { cls: "wrong type", label: "object", value: { a: 1 } }
]

const hostileStrings: ReadonlyArray<Hostile> = [
  { cls: "NUL", label: "NUL alone", value: "\u0000", alwaysRefused: true },
  { cls: "NUL", label: "NUL inside", value: "ab\u0000cd", alwaysRefused: true },
  { cls: "lone surrogate", label: "\\uD800", value: "\uD800", alwaysRefused: true },
  { cls: "lone surrogate", label: "x\\uDFFFy", value: "x\uDFFFy", alwaysRefused: true },
  { cls: "huge string", label: "1 MB string", value: ONE_MB, alwaysRefused: true, heavy: true },
  { cls: "long string", label: "10 000 chars", value: "b".repeat(10_000) },
  { cls: "unicode", label: "RTL override", value: "\u202Eevil\u202C.txt" },
  { cls: "unicode", label: "Arabic", value: "مرحبا بالعالم" },
  { cls: "unicode", label: "emoji ZWJ", value: "👩‍👩‍👧‍👦🏳️‍🌈" },
  { cls: "unicode", label: "combining", value: "e\u0301\u0301\u0301\u0301Z\u0351\u0352" },
  { cls: "unicode", label: "zero-width", value: "a\u200B\u200Db\uFEFF" },
  { cls: "path traversal", label: "../", value: "../../../etc/passwd" },
  { cls: "path traversal", label: "..\\", value: "..\\..\\windows\\win.ini" },
  { cls: "injection", label: "SQL quote", value: "' OR '1'='1' --" },
  { cls: "injection", label: "SQL drop", value: "'; DROP TABLE users; --" },
  { cls: "injection", label: "script tag", value: "<script>alert(1)</script>" },
  { cls: "injection", label: "img onerror", value: "\"><img src=x onerror=alert(1)>" },
  { cls: "injection", label: "template", value: "{{7*7}}${7*7}" },
  { cls: "injection", label: "format", value: "%s%n%x%00" },
  { cls: "injection", label: "CRLF", value: "a\r\nX-Injected: 1" },
  { cls: "odd string", label: "spaces", value: "   " },
  { cls: "odd string", label: "numeric text", value: "2147483648" },
  { cls: "odd string", label: "NaN text", value: "NaN" }
]

const hostileNumbers: ReadonlyArray<Hostile> = [
  { cls: "big number", label: "2^31", value: 2147483648 },
  { cls: "big number", label: "-2^31-1", value: -2147483649 },
  { cls: "big number", label: "2^53+1", value: raw("9007199254740993") },
  { cls: "big number", label: "1e308", value: 1e308 },
  { cls: "big number", label: "-1e308", value: -1e308 },
  { cls: "big number", label: "1e400 (Infinity)", value: raw("1e400") },
  { cls: "negative number", label: "-1", value: -1 },
  { cls: "fractional number", label: "1.5", value: 1.5 },
  { cls: "fractional number", label: "5e-324", value: raw("5e-324") },
  { cls: "negative number", label: "-0", value: raw("-0") }
]

const nesting: ReadonlyArray<Hostile> = [
  { cls: "deep JSON", label: "20 000 nested arrays", value: deepArray, alwaysRefused: true, heavy: true },
  { cls: "deep JSON", label: "20 000 nested objects", value: deepObject, alwaysRefused: true, heavy: true }
]

/** Query and path values are text: the same hostility spelled for a URL. */
const hostileText: ReadonlyArray<{ readonly cls: string; readonly label: string; readonly text: string; readonly alwaysRefused?: boolean }> = [
  { cls: "wrong type", label: "letters", text: "abc" },
  { cls: "wrong type", label: "empty", text: "" },
  { cls: "wrong type", label: "true", text: "true" },
  { cls: "wrong type", label: "null", text: "null" },
  { cls: "wrong type", label: "json object", text: "{\"a\":1}" },
  { cls: "int32", label: "0", text: "0" },
  { cls: "int32", label: "-1", text: "-1" },
  { cls: "int32", label: "2^31", text: "2147483648" },
  { cls: "int32", label: "1e10", text: "1e10" },
  { cls: "int32", label: "2^53+1", text: "9007199254740993" },
  { cls: "int32", label: "1e308", text: "1e308" },
  { cls: "int32", label: "1.5", text: "1.5" },
  { cls: "int32", label: "Infinity", text: "Infinity" },
  { cls: "int32", label: "NaN", text: "NaN" },
  { cls: "int32", label: "hex", text: "0x10" },
  { cls: "int32", label: "padded", text: " 1 " },
  { cls: "long string", label: "10 000 digits", text: "9".repeat(10_000) },
  { cls: "NUL", label: "NUL", text: "a\u0000b", alwaysRefused: true },
  // A URL cannot carry a lone surrogate: its (invalid) UTF-8 bytes are read as U+FFFD, which is fine text.
  { cls: "lone surrogate", label: "\\uD800", text: "\uD800" },
  { cls: "path traversal", label: "../", text: "../../etc/passwd" },
  { cls: "injection", label: "SQL", text: "1' OR '1'='1" },
  { cls: "injection", label: "script", text: "<script>alert(1)</script>" },
  { cls: "unicode", label: "emoji", text: "👩‍👩‍👧‍👦" },
  { cls: "unicode", label: "RTL", text: "\u202Eabc" }
]

const FULL_FIELDS = 4
const core: ReadonlyArray<Hostile> = [
  ...wrongTypes.filter((hostile) => ["null", "number 1", "string", "object", "array"].includes(hostile.label)),
  ...hostileStrings.filter((hostile) => ["NUL inside", "\\uD800", "script tag", "emoji ZWJ", "../"].includes(hostile.label)),
  ...hostileNumbers.filter((hostile) => ["2^31", "-1", "1.5", "2^53+1"].includes(hostile.label))
]

// ---- schema helpers ------------------------------------------------------------------------------------

/** The first object literal of an (encoded-side) AST: property names and whether each is optional. */
const objectShape = (ast: SchemaAST.AST, depth = 0): ReadonlyArray<{ readonly name: string; readonly optional: boolean; readonly ast: SchemaAST.AST }> => {
  if (depth > 8) return []
  switch (ast._tag) {
    case "TypeLiteral":
      return ast.propertySignatures
        .filter((signature) => typeof signature.name === "string")
        .map((signature) => ({ name: signature.name as string, optional: signature.isOptional, ast: signature.type }))
    case "Refinement":
      return objectShape(ast.from, depth + 1)
    case "Transformation":
      return objectShape(ast.from, depth + 1)
    case "Suspend":
      return objectShape(ast.f(), depth + 1)
    case "Union": {
      const member = ast.types.find((type) => objectShape(type, depth + 1).length > 0)
      return member === undefined ? [] : objectShape(member, depth + 1)
    }
    default:
      return []
  }
}

export const fieldsOf = (schema: Schema.Schema.Any) => objectShape(Schema.encodedSchema(schema).ast)

/** A valid value of a schema, encoded for the wire (fixed seed; undefined when the schema has no arbitrary). */
export const sampleEncoded = (schema: Schema.Schema.Any, seed: number): unknown => {
  try {
    const arbitrary = Arbitrary.make(schema as Schema.Schema<unknown, unknown, never>)
    const [value] = FastCheck.sample(arbitrary, { seed, numRuns: 1 })
    return Schema.encodeUnknownSync(schema as Schema.Schema<unknown, unknown, never>)(value)
  } catch {
    return undefined
  }
}

/** True when the contract's own schema rejects the value. */
export const rejects = (schema: Schema.Schema.Any, value: unknown) =>
  Either.isLeft(Schema.decodeUnknownEither(schema as Schema.Schema<unknown, unknown, never>)(value))

/** Names of our own ids (positive int32). HubSpot's hub_id is the CRM's, up to 2^53 - 1 (HubId). */
const isIdName = (name: string) => name !== "hub_id" && /(^id$|_id$|Id$|^portal$|^experiment$)/.test(name)

/** A number the issue demands be refused where an id is expected: not a positive int32. */
const badId = (value: unknown) => {
  if (value instanceof Raw) return true
  return typeof value === "number" && !(Number.isInteger(value) && value >= 1 && value <= 2147483647)
}

/** Id text that is not a positive int32 written in decimal digits (" 1 ", "0x10", "1.0" are refused too). */
const badIdText = (text: string) => !/^[0-9]+$/.test(text) || !(Number(text) >= 1 && Number(text) <= 2147483647)

const setAt = (root: unknown, path: ReadonlyArray<string>, value: unknown, remove = false): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path
  const base = root !== null && typeof root === "object" && !Array.isArray(root) ? { ...(root as Record<string, unknown>) } : {}
  if (rest.length === 0 && remove) {
    delete base[head!]
    return base
  }
  base[head!] = setAt(base[head!], rest, value, remove)
  return base
}

/** Leaf paths of the valid body plus every property the schema declares, two levels deep. */
const bodyFields = (schema: Schema.Schema.Any, body: unknown) => {
  const fields = new Map<string, { path: ReadonlyArray<string>; optional: boolean }>()
  const walk = (ast: SchemaAST.AST, value: unknown, prefix: ReadonlyArray<string>, depth: number) => {
    for (const property of objectShape(ast)) {
      const path = [...prefix, property.name]
      fields.set(path.join("."), { path, optional: property.optional })
      const inner = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[property.name] : undefined
      if (depth < 2 && objectShape(property.ast).length > 0) walk(property.ast, inner, path, depth + 1)
    }
  }
  walk(Schema.encodedSchema(schema).ast, body, [], 0)
  return [...fields.values()]
}

const queryString = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeText(value)}`)
    .join("&")

/** encodeURIComponent throws on a lone surrogate: spell it as the (invalid) UTF-8 bytes a client could send. */
const encodeText = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return text.split("").map((char) => (/[\uD800-\uDFFF]/.test(char) ? "%ED%A0%80" : encodeURIComponent(char))).join("")
  }
}

export const encodePathValue = encodeText

/** The text the server reads back from a URL carrying `text` (a lone surrogate's bytes become U+FFFD). */
const asServerReads = (text: string) => new URLSearchParams(`v=${encodeText(text)}`).get("v") ?? ""

// ---- the generator -------------------------------------------------------------------------------------

export const mutationsFor = (operation: Operation, valid: ValidInput): ReadonlyArray<Mutation> => {
  const out: Array<Mutation> = []
  const hasPayload = Option.isSome(operation.payloadSchema)
  const payloadSchema = Option.getOrUndefined(operation.payloadSchema)
  const urlSchema = Option.getOrUndefined(operation.urlParamsSchema)
  const pathSchema = Option.getOrUndefined(operation.pathSchema)
  const validQuery = queryString(valid.query)
  const validBody = hasPayload ? toJson(valid.body ?? {}) : undefined
  const base = { pathParams: valid.pathParams, query: validQuery, contentType: hasPayload ? "application/json" : undefined, body: validBody }
  let heavySent = 0

  // Body fields.
  if (payloadSchema !== undefined) {
    for (const [fieldIndex, field] of bodyFields(payloadSchema, valid.body).entries()) {
      const name = field.path.join(".")
      const target: Target = { kind: "body-field", field: field.path }
      const leaf = field.path[field.path.length - 1]!
      if (!field.optional) {
        const mutated = setAt(valid.body, field.path, undefined, true)
        out.push({ ...base, cls: "missing field", label: `${name} missing`, target, expect: rejects(payloadSchema, mutated) ? "refuse" : "any", body: toJson(mutated) })
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
        out.push({ ...base, cls: hostile.cls, label: `${name} = ${hostile.label}`, target, expect: refuse ? "refuse" : "any", body: toJson(mutated) })
      }
    }
    out.push({ ...base, cls: "extra field", label: "extra field", target: { kind: "body" }, expect: "any", body: toJson(setAt(valid.body, ["__proto_extra__"], "x")) })
    out.push({ ...base, cls: "extra field", label: "__proto__ field", target: { kind: "body" }, expect: "any", body: toJson(valid.body).replace(/^\{/, '{"__proto__":{"is_admin":true},').replace(/,\}$/, "}") })
    out.push({ ...base, cls: "extra field", label: "constructor field", target: { kind: "body" }, expect: "any", body: toJson(setAt(valid.body, ["constructor"], { prototype: { is_admin: true } })) })
    // Whole-body mutations.
    const bodyLevel = (cls: string, label: string, body: string | undefined, contentType: string | undefined, expect: "refuse" | "any" = "refuse") =>
      out.push({ ...base, cls, label, target: { kind: "body" }, expect, body, contentType })
    const emptyAccepted = !rejects(payloadSchema, {})
    bodyLevel("no body", "no body, no Content-Type", undefined, undefined, emptyAccepted ? "any" : "refuse")
    bodyLevel("no body", "empty JSON body", "", "application/json", emptyAccepted ? "any" : "refuse")
    bodyLevel("malformed JSON", "truncated", validBody!.slice(0, Math.max(1, validBody!.length - 1)), "application/json")
    bodyLevel("malformed JSON", "trailing comma", "{\"a\":1,}", "application/json")
    bodyLevel("malformed JSON", "single quotes", "{'a':1}", "application/json")
    bodyLevel("malformed JSON", "garbage", "not json at all", "application/json")
    bodyLevel("malformed JSON", "invalid UTF-8 escape", "{\"a\":\"\\uZZZZ\"}", "application/json")
    bodyLevel("malformed JSON", "two documents", `${validBody}${validBody}`, "application/json")
    for (const top of ["null", "true", "1", "-1", "\"text\"", "[]", `[${validBody}]`, "1e400"]) {
      bodyLevel("top-level non-object", `top-level ${top.slice(0, 20)}`, top, "application/json")
    }
    bodyLevel("deep JSON", "20 000 nested arrays as body", deepArray.text, "application/json")
    bodyLevel("deep JSON", "20 000 nested objects as body", deepObject.text, "application/json")
    bodyLevel("over size cap", "body just over the size cap", toJson({ ...(typeof valid.body === "object" && valid.body !== null ? valid.body : {}), padding: "p".repeat(bodyCapBytes(operation) + 1024) }), "application/json")
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=fuzz", "application/xml", "application/json; charset=latin1"]) {
      // The tracking beacon sends its JSON as text/plain (navigator.sendBeacon), so that one is accepted there.
      const refused = contentType !== "application/json; charset=latin1" && !(contentType === "text/plain" && TEXT_JSON_OPERATIONS.has(operation.id))
      bodyLevel("wrong Content-Type", `Content-Type ${contentType}`, validBody, contentType, refused ? "refuse" : "any")
    }
    bodyLevel("wrong Content-Type", "form body as form", "a=1&b=2", "application/x-www-form-urlencoded")
    bodyLevel("wrong Content-Type", "multipart body", "--fuzz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--fuzz--\r\n", "multipart/form-data; boundary=fuzz")
    bodyLevel("wrong Content-Type", "JSON with no Content-Type", validBody, undefined)
  } else {
    // No payload in the contract: a body, whatever it is, must be ignored or refused — never a 500.
    const tops: Array<[string, string]> = [
      ["null", "null"], ["object", "{\"a\":1}"], ["malformed", "{'a'"], ["deep arrays", deepArray.text], ["deep objects", deepObject.text],
      ["NUL", "{\"a\":\"\\u0000\"}"], ["surrogate", "{\"a\":\"\\ud800\"}"], ["big number", "9007199254740993"], ["1e400", "1e400"], ["array", "[1,2,3]"]
    ]
    for (const [label, body] of tops) {
      for (const contentType of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
        out.push({ ...base, cls: "unexpected body", label: `${label} body as ${contentType}`, target: { kind: "body" }, expect: "any", body, contentType })
      }
    }
  }

  // Query parameters: every declared one, hostile; plus repeated and unknown ones.
  const queryFields = urlSchema === undefined ? [] : fieldsOf(urlSchema)
  for (const field of queryFields) {
    for (const hostile of hostileText) {
      const params = { ...valid.query, [field.name]: hostile.text }
      const refuse = hostile.alwaysRefused === true || rejects(urlSchema!, { ...params, [field.name]: asServerReads(hostile.text) }) || (isIdName(field.name) && hostile.text !== "" && badIdText(hostile.text))
      out.push({ ...base, cls: hostile.cls, label: `?${field.name}=${hostile.label}`, target: { kind: "query", field: field.name }, expect: refuse ? "refuse" : "any", query: queryString(params) })
    }
    const repeated = `${validQuery}${validQuery === "" ? "" : "&"}${encodeURIComponent(field.name)}=1&${encodeURIComponent(field.name)}=2`
    out.push({ ...base, cls: "repeated param", label: `?${field.name} twice`, target: { kind: "query", field: field.name }, expect: "any", query: repeated })
  }
  for (const hostile of hostileText) {
    const query = `${validQuery}${validQuery === "" ? "" : "&"}unknown_param=${encodeText(hostile.text)}`
    out.push({ ...base, cls: "unknown param", label: `?unknown_param=${hostile.label}`, target: { kind: "query", field: "unknown_param" }, expect: "any", query })
  }
  for (const junk of ["%", "%zz", "a=%ED%A0%80", "=1", "&&&", "a[b][c]=1", "a[]=1&a[]=2", "__proto__[x]=1", `${"x".repeat(8000)}=1`]) {
    out.push({ ...base, cls: "odd query", label: `query ${junk.slice(0, 20)}`, target: { kind: "body" }, expect: "any", query: `${validQuery}${validQuery === "" ? "" : "&"}${junk}` })
  }

  // Path parameters.
  for (const name of operation.pathParams) {
    for (const hostile of hostileText) {
      const params = { ...valid.pathParams, [name]: hostile.text }
      const decoded = pathSchema === undefined ? false : rejects(pathSchema, { ...params, [name]: asServerReads(hostile.text) })
      // An empty segment is another URL (often another route): held only to "no 500".
      const refuse = hostile.text !== "" && (hostile.alwaysRefused === true || decoded || (isIdName(name) && badIdText(hostile.text)))
      out.push({ ...base, cls: hostile.cls === "int32" ? "hostile id" : hostile.cls, label: `:${name}=${hostile.label}`, target: { kind: "path", field: name }, expect: refuse ? "refuse" : "any", pathParams: params })
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
      out.push({ ...base, cls: "unknown param", label: `?extra_${round}=${hostile.label}`, target: { kind: "query", field: `extra_${round}` }, expect: "any", query })
    }
  }
  return dedupe(out)
}

const dedupe = (mutations: ReadonlyArray<Mutation>) => {
  const seen = new Set<string>()
  return mutations.filter((mutation) => {
    const key = JSON.stringify([mutation.pathParams, mutation.query, mutation.contentType, mutation.body])
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
      return word(target.field.join(".")).test(message) || word(leaf).test(message) || word(spaced(leaf)).test(message) || /too large|size/i.test(message)
    }
  }
}

/** The validator's wording of a key in a sentence ("The portal limit field is required."). */
const spaced = (name: string) => name.replace(/_/g, " ")

const word = (name: string) => new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^A-Za-z0-9_])`)
