// Schema helpers of the fuzz (moved out of mutations.ts so that each file has one job): an operation's fields, sample values,
// whether a schema rejects a value, ids, paths in a body and how query and path text is spelled.
import { Arbitrary, Either, FastCheck, Schema, SchemaAST } from "effect"

import { Raw } from "./hostile-values.ts"

// ---- schema helpers ------------------------------------------------------------------------------------

/** The first object literal of an (encoded-side) AST: property names and whether each is optional. */
const objectShape = (
  ast: SchemaAST.AST,
  depth = 0
): ReadonlyArray<{ readonly name: string; readonly optional: boolean; readonly ast: SchemaAST.AST }> => {
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
export const isIdName = (name: string) => name !== "hub_id" && /(^id$|_id$|Id$|^portal$|^experiment$)/.test(name)

/** A number the issue demands be refused where an id is expected: not a positive int32. */
export const badId = (value: unknown) => {
  if (value instanceof Raw) return true
  return typeof value === "number" && !(Number.isInteger(value) && value >= 1 && value <= 2147483647)
}

/** Id text that is not a positive int32 written in decimal digits (" 1 ", "0x10", "1.0" are refused too). */
export const badIdText = (text: string) => !/^[0-9]+$/.test(text) || !(Number(text) >= 1 && Number(text) <= 2147483647)

export const setAt = (root: unknown, path: ReadonlyArray<string>, value: unknown, remove = false): unknown => {
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
export const bodyFields = (schema: Schema.Schema.Any, body: unknown) => {
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

export const queryString = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeText(value)}`)
    .join("&")

/** encodeURIComponent throws on a lone surrogate: spell it as the (invalid) UTF-8 bytes a client could send. */
export const encodeText = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return text
      .split("")
      .map((char) => (/[\uD800-\uDFFF]/.test(char) ? "%ED%A0%80" : encodeURIComponent(char)))
      .join("")
  }
}

/** The text the server reads back from a URL carrying `text` (a lone surrogate's bytes become U+FFFD). */
export const asServerReads = (text: string) => new URLSearchParams(`v=${encodeText(text)}`).get("v") ?? ""
