// What is wrong with a body, field by field, in the words of the server's 422: the SPA's forms check their
// values with the same Schema and this same wording before sending, so a field gets one message whether
// the browser or the server found the fault, and a 422 from the server is shown beside the field it names.
import { Either, ParseResult, Schema } from "effect"

/** The validator's default required message: "The portal limit field is required." */
export const requiredMessage = (field: string): string => `The ${field.replace(/_/g, " ")} field is required.`

export interface FieldIssue {
  /** The body's top-level key ("" for the body as a whole). */
  readonly field: string
  readonly message: string
}

const segment = (part: PropertyKey): string => (typeof part === "symbol" ? (part.description ?? "") : String(part))

/** One issue as the server words it beside its field (no "field: " prefix). */
export const issueMessage = (issue: { readonly _tag: string; readonly path: ReadonlyArray<PropertyKey>; readonly message: string }): FieldIssue => {
  const field = issue.path.map(segment).join(".")
  return { field, message: issue._tag === "Missing" && field !== "" ? requiredMessage(field) : issue.message }
}

/** A number typed into a text input, as a body would carry it: blank is left out, the rest the schema judges. */
export const typedNumber = (text: string): number | string | undefined => {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  const number = Number(trimmed)
  return Number.isNaN(number) ? trimmed : number
}

/** Every faulty top-level field of `input` with its first message, in the order the schema finds them. */
export const fieldIssues = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): ReadonlyArray<FieldIssue> => {
  // A key holding undefined is a key left out, as JSON would send it: "required", not "invalid".
  const sent = typeof input === "object" && input !== null && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
    : input
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "ignore" })(sent)
  if (Either.isRight(decoded)) return []
  const seen = new Set<string>()
  const issues: Array<FieldIssue> = []
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(decoded.left)) {
    const { message } = issueMessage(issue)
    const field = issue.path.length === 0 ? "" : segment(issue.path[0]!)
    if (seen.has(field)) continue
    seen.add(field)
    issues.push({ field, message })
  }
  return issues
}

/** `fieldIssues` as a record keyed by field, for a form's errors. */
export const fieldErrors = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): Readonly<Record<string, string>> =>
  Object.fromEntries(fieldIssues(schema, input).map(({ field, message }) => [field, message]))

/**
 * The field a server 422 message names, among the form's fields, and the text to show beside it:
 * "portal_limit: The portal limit must be an integer." or "The admin name field is required.".
 */
export const fieldOfMessage = <F extends string>(message: string, fields: ReadonlyArray<F>): { readonly field: F; readonly text: string } | null => {
  const prefixed = /^([a-z_][a-z0-9_.]*): (.+)$/s.exec(message)
  if (prefixed !== null) {
    const field = fields.find((candidate) => candidate === prefixed[1]!.split(".")[0])
    return field === undefined ? null : { field, text: prefixed[2]! }
  }
  const required = /^The (.+) field is required\.$/.exec(message)
  if (required !== null) {
    const field = fields.find((candidate) => candidate.replace(/_/g, " ") === required[1] || candidate === required[1])
    return field === undefined ? null : { field, text: message }
  }
  // "The admin email must be a valid email address.": a message that starts with the field's words.
  const named = [...fields].sort((a, b) => b.length - a.length).find((candidate) => message.startsWith(`The ${candidate.replace(/_/g, " ")} `))
  return named === undefined ? null : { field: named, text: message }
}
