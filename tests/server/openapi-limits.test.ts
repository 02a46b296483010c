// Every request string in the OpenAPI document is bounded: body fields, query and path
// parameters and headers carry maxLength, or an enum/const, or an anchored pattern without an unbounded
// repetition. The server refuses over-long text already; this keeps the document saying so, so that a
// new field described as unbounded text fails the build.
import { OpenApi } from "@effect/platform"
import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"

import { Api } from "#contract/api.ts"
import { TrimmedText } from "#contract/common.ts"

import type { JsonBody } from "../../server/testing/json-body.ts"

type JsonSchema = Record<string, JsonBody>

const spec = OpenApi.fromApi(Api) as unknown as JsonSchema
const components: Record<string, JsonSchema> = spec.components?.schemas ?? {}

/** An anchored pattern whose every repetition has an upper bound (no *, + or {n,}). */
const isBoundedPattern = (pattern: string): boolean =>
  pattern.startsWith("^") && pattern.endsWith("$") && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern)

const isBounded = (schema: JsonSchema): boolean =>
  typeof schema.maxLength === "number" ||
  Array.isArray(schema.enum) ||
  "const" in schema ||
  (typeof schema.pattern === "string" && isBoundedPattern(schema.pattern))

/** Where a string schema reachable from `schema` is unbounded ("operationId body.field<Ref>"). */
const unbounded = (schema: unknown, where: string, seen = new Set<unknown>()): Array<string> => {
  if (schema === null || typeof schema !== "object" || seen.has(schema)) return []
  seen.add(schema)
  const node = schema as JsonSchema
  if (typeof node.$ref === "string") {
    const name = node.$ref.split("/").pop()!
    return unbounded(components[name], `${where}<${name}>`, seen)
  }
  const found: Array<string> = []
  const types = Array.isArray(node.type) ? node.type : [node.type]
  if (types.includes("string") && !isBounded(node)) found.push(where)
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    if (Array.isArray(node[key])) for (const member of node[key]) found.push(...unbounded(member, where, seen))
  }
  if (node.properties)
    for (const [name, property] of Object.entries(node.properties)) found.push(...unbounded(property, `${where}.${name}`, seen))
  if (node.items) found.push(...unbounded(node.items, `${where}[]`, seen))
  if (Array.isArray(node.prefixItems))
    node.prefixItems.forEach((item: unknown, index: number) => found.push(...unbounded(item, `${where}[${index}]`, seen)))
  if (typeof node.additionalProperties === "object") found.push(...unbounded(node.additionalProperties, `${where}{}`, seen))
  return found
}

const operations = Object.values<Record<string, JsonSchema>>(spec.paths).flatMap((item) => Object.values(item))

describe("OpenAPI request limits", () => {
  it("describes the operations (the walk below has something to check)", () => {
    expect(operations.length).toBeGreaterThan(100)
    expect(operations.filter((operation) => operation.requestBody !== undefined).length).toBeGreaterThan(50)
  })

  it("bounds every request string: body fields, query and path parameters, headers", () => {
    const missing = operations.flatMap((operation) => [
      ...Object.entries<JsonSchema>(operation.requestBody?.content ?? {}).flatMap(([type, content]) =>
        unbounded(content.schema, `${operation.operationId} body (${type})`)
      ),
      ...(operation.parameters ?? []).flatMap((parameter: JsonSchema) =>
        unbounded(parameter.schema, `${operation.operationId} ${parameter.in} ${parameter.name}`)
      )
    ])
    expect(missing).toEqual([])
  })

  it("tells a bounded pattern from an unbounded one", () => {
    expect(isBoundedPattern("^[A-Za-z0-9_-]{8,128}$")).toBe(true)
    expect(isBoundedPattern("^evt_[A-Za-z0-9_]{1,250}$")).toBe(true)
    expect(isBoundedPattern("^[a-z]+$")).toBe(false)
    expect(isBoundedPattern("^a.*$")).toBe(false)
    expect(isBoundedPattern("^[0-9]{2,}$")).toBe(false)
    expect(isBoundedPattern("[0-9]{2}")).toBe(false)
  })

  it("trimmed text: raw text over the limit gets the message trimmed text over it gets", () => {
    const tooLong = "The title may not be greater than 5 characters."
    const Title = TrimmedText(5, tooLong).pipe(Schema.nonEmptyString({ message: () => "The title field is required." }))
    const messageOf = (input: string) =>
      Either.match(Schema.decodeUnknownEither(Title)(input), {
        onLeft: (error) => ParseResult.ArrayFormatter.formatErrorSync(error)[0]?.message,
        onRight: () => undefined
      })
    expect(messageOf(" abc ")).toBeUndefined()
    expect(Schema.decodeUnknownSync(Title)(" abc ")).toBe("abc")
    expect(messageOf("abcdef")).toBe(tooLong)
    expect(messageOf("abc   ")).toBe(tooLong)
    expect(messageOf("   ")).toBe("The title field is required.")
  })
})
