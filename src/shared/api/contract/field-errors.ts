// What is wrong with a body, field by field, in the words of the server's 422: the SPA's forms check their
// values with the same Schema and this same wording before sending, so a field gets one message whether
// the browser or the server found the fault, and a 422 from the server is shown beside the field it names.
import { Either, ParseResult, Schema } from "effect"

/**
 * Fields whose key does not read as words (the validator's custom attribute names): the form's label, in the
 * messages' lower case. Any other key reads as its words, a yes/no flag's "is_" left out.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  is_free_module: "allow only free modules",
  is_hidden_plan: "hidden plan",
  sr_beta: "Ditto Access",
  is_support: "support team"
}

/** How a message names a field: "portal_limit" → "portal limit", "is_free_module" → "allow only free modules". */
export const fieldLabel = (field: string): string => {
  const key = field.trim().replace(/ /g, "_")
  return FIELD_LABELS[key] ?? key.replace(/^is_(?=.)/, "").replace(/_/g, " ")
}

/** The validator's default required message, naming the field by its label: "The portal limit field is required." */
export const requiredMessage = (field: string): string => `The ${fieldLabel(field)} field is required.`

export interface FieldIssue {
  /** The body's top-level key ("" for the body as a whole). */
  readonly field: string
  readonly message: string
}

const segment = (part: PropertyKey): string => (typeof part === "symbol" ? (part.description ?? "") : String(part))

interface Issue {
  readonly _tag: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

/** Schema's own text for a value it did not expect ('Expected "asc" | "desc", actual "x"'): never sent as is. */
const RAW_EXPECTED = /^Expected ([\s\S]+?), actual [\s\S]*$/
/** Only literal alternatives ("free" | "lite", 0 | 1, <enum …>): a choice among fixed values. */
const LITERALS =
  /^(?:<enum [\s\S]*>|(?:"(?:[^"\\]|\\.)*"|-?[0-9][0-9.e+-]*|true|false)(?: \| (?:"(?:[^"\\]|\\.)*"|-?[0-9][0-9.e+-]*|true|false|null|undefined))*)$/

/**
 * Schema's default text for `expected` in the validator's words (the spec's: "Messages are the validator's
 * default … messages"), about `name`; undefined for what has no wording of its own.
 */
const worded = (name: string, expected: string): string | undefined => {
  if (LITERALS.test(expected)) return `The selected ${name} is invalid.`
  const bound = (pattern: RegExp) => pattern.exec(expected)?.[1]
  let n: string | undefined
  switch (expected) {
    case "number":
    case "a number":
    case "NumberFromString":
      return `The ${name} must be a number.`
    case "an integer":
    case "Int":
      return `The ${name} must be an integer.`
    case "string":
      return `The ${name} must be a string.`
    case "boolean":
      return `The ${name} field must be true or false.`
    case "a positive number":
      return `The ${name} must be greater than 0.`
    case "a non-negative number":
      return `The ${name} must be at least 0.`
    case "a non empty string":
    case "NonEmptyString":
      return requiredMessage(name)
  }
  if ((n = bound(/^a string at most (\d+) character\(s\) long$/)) !== undefined)
    return `The ${name} may not be greater than ${n} characters.`
  if ((n = bound(/^a string at least (\d+) character\(s\) long$/)) !== undefined)
    return n === "1" ? requiredMessage(name) : `The ${name} must be at least ${n} characters.`
  if ((n = bound(/^a number less than or equal to (\S+)$/)) !== undefined) return `The ${name} may not be greater than ${n}.`
  if ((n = bound(/^a number greater than or equal to (\S+)$/)) !== undefined) return `The ${name} must be at least ${n}.`
  if ((n = bound(/^a number greater than (\S+)$/)) !== undefined) return `The ${name} must be greater than ${n}.`
  if ((n = bound(/^a number less than (\S+)$/)) !== undefined) return `The ${name} must be less than ${n}.`
  const between = /^a number between (\S+) and (\S+)$/.exec(expected)
  if (between !== null) return `The ${name} must be between ${between[1]} and ${between[2]}.`
  if ((n = bound(/^an array of at least (\d+) item\(s\)$/)) !== undefined) return `The ${name} must have at least ${n} items.`
  if ((n = bound(/^an array of at most (\d+) item\(s\)$/)) !== undefined) return `The ${name} may not have more than ${n} items.`
  if (/^(ReadonlyArray<|readonly \[|an array)/.test(expected)) return `The ${name} must be an array.`
  if (/^\{/.test(expected)) return `The ${name} must be an object.`
  if (/^a string matching the pattern/.test(expected)) return `The ${name} format is invalid.`
  return undefined
}

/** null and undefined alternatives of NullOr / optional fields: the other alternative says what is wanted. */
const NOTHING = /^Expected (null|undefined), actual /

/**
 * One issue in the words the server sends beside its field (no "field: " prefix): the contract's own
 * messages as they are, Schema's default text ('Expected …, actual …', 'is missing') reworded.
 */
const issueText = (issue: Issue): string => {
  const field = issue.path.map(segment).join(".")
  const name = field === "" ? "request body" : issue.path.length === 1 ? fieldLabel(field) : field.replace(/_/g, " ")
  if (issue._tag === "Missing") return requiredMessage(field === "" ? "body" : field)
  if (issue._tag === "Unexpected") return `The ${name} field is not allowed.`
  if (issue._tag === "Forbidden") return `The ${name} is invalid.`
  if (/^Unable to decode [\s\S]* into a number$/.test(issue.message)) return `The ${name} must be a number.`
  const raw = RAW_EXPECTED.exec(issue.message)
  if (raw === null) return issue.message
  return worded(name, raw[1]!) ?? `The ${name} is invalid.`
}

/** Every refused field (its dotted path; "body" for the body as a whole) with its messages: the 422's `errors`. */
export type FieldErrorMap = Readonly<Record<string, ReadonlyArray<string>>>

/** The key of an issue in a 422's `errors`: its dotted path, "body" for the body as a whole. */
export const errorsKey = (issue: Pick<Issue, "path">): string => issue.path.map(segment).join(".") || "body"

/**
 * The issues of one decode (errors: "all"), grouped by field in the order found: a union's alternatives
 * each fail on their own ("Expected "asc"", "Expected "desc""), and they become one message.
 */
export const groupIssues = (issues: ReadonlyArray<Issue>): FieldErrorMap => {
  const byField = new Map<string, Array<Issue>>()
  // An optional field holding a value with a fault inside it fails both alternatives: the value's, at the
  // fault's own path, and "Expected undefined" at the field's. The latter names nothing to fix.
  const within = (outer: Issue, inner: Issue) =>
    inner.path.length > outer.path.length && outer.path.every((segment, index) => inner.path[index] === segment)
  for (const issue of issues) {
    if (NOTHING.test(issue.message) && issues.some((other) => within(issue, other))) continue
    const field = errorsKey(issue)
    byField.set(field, [...(byField.get(field) ?? []), issue])
  }
  const out: Record<string, ReadonlyArray<string>> = {}
  for (const [field, list] of byField) {
    const wanted = list.filter((issue) => !NOTHING.test(issue.message))
    const texts = [...new Set((wanted.length > 0 ? wanted : list).map(issueText))]
    // Type issues side by side are the alternatives of one union: one message says what was wanted.
    const union = list.length > 1 && list.every((issue) => issue._tag === "Type")
    const choice = texts.find((text) => text.startsWith("The selected "))
    out[field] = choice !== undefined ? [choice] : union ? texts.slice(0, 1) : texts
  }
  return out
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
  const sent =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
      : input
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "ignore" })(sent)
  if (Either.isRight(decoded)) return []
  const seen = new Set<string>()
  const issues: Array<FieldIssue> = []
  const all = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  for (const issue of all) {
    const field = issue.path.length === 0 ? "" : segment(issue.path[0]!)
    if (seen.has(field)) continue
    seen.add(field)
    // The alternatives of a union follow one another: all of them word the field's one message.
    const path = issue.path.map(segment).join(".")
    const alike = all.filter((other) => other.path.map(segment).join(".") === path)
    issues.push({ field, message: Object.values(groupIssues(alike))[0]![0]! })
  }
  return issues
}

/** `fieldIssues` as a record keyed by field, for a form's errors. */
export const fieldErrors = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): Readonly<Record<string, string>> =>
  Object.fromEntries(fieldIssues(schema, input).map(({ field, message }) => [field, message]))

/**
 * Every form field a server 422 refused, with its first message: the keys of the answer's `errors` (a nested
 * key such as "billing.email" counts for its top-level field), or without that map the field `message`
 * names (fieldOfMessage). Fields outside the form are left to the alert that shows `message`.
 */
export const formErrorsOf = <F extends string>(
  errors: FieldErrorMap | undefined,
  message: string,
  fields: ReadonlyArray<F>
): Partial<Record<F, string>> => {
  if (errors === undefined) {
    const named = fieldOfMessage(message, fields)
    return named === null ? {} : ({ [named.field]: named.text } as Partial<Record<F, string>>)
  }
  const out: Partial<Record<F, string>> = {}
  for (const [key, texts] of Object.entries(errors)) {
    const field = fields.find((candidate) => candidate === key.split(".")[0])
    if (field !== undefined && out[field] === undefined && texts[0] !== undefined) out[field] = texts[0]
  }
  return out
}

/**
 * The field a server 422 message names, among the form's fields, and the text to show beside it:
 * "portal_limit: The portal limit must be an integer." or "The admin name field is required.".
 */
const fieldOfMessage = <F extends string>(
  message: string,
  fields: ReadonlyArray<F>
): { readonly field: F; readonly text: string } | null => {
  const prefixed = /^([a-z_][a-z0-9_.]*): (.+)$/s.exec(message)
  if (prefixed !== null) {
    const field = fields.find((candidate) => candidate === prefixed[1]!.split(".")[0])
    return field === undefined ? null : { field, text: prefixed[2]! }
  }
  const required = /^The (.+) field is required\.$/.exec(message)
  if (required !== null) {
    const field = fields.find(
      (candidate) => fieldLabel(candidate) === required[1] || candidate.replace(/_/g, " ") === required[1] || candidate === required[1]
    )
    return field === undefined ? null : { field, text: message }
  }
  // "The admin email must be a valid email address.": a message that starts with the field's words.
  const named = [...fields]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => message.startsWith(`The ${fieldLabel(candidate)} `) || message.startsWith(`The ${candidate.replace(/_/g, " ")} `))
  return named === undefined ? null : { field: named, text: message }
}
