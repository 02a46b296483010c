// The password policy (OWASP ASVS 2.1), one copy for the server's payloads and the SPA's forms:
// 10 to 128 characters (Unicode characters, spaces allowed), not a well-known password, not one
// character repeated or a simple sequence, and not containing the account's own name or email.
// Login never applies it: existing passwords keep working.
import { Schema } from "effect"

import { COMMON_PASSWORDS } from "./common-passwords.ts"

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`
export const PASSWORD_TOO_LONG = `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`
export const PASSWORD_TOO_COMMON = "This password is too common; choose another."
export const PASSWORD_TOO_SIMPLE = "This password is a repeated character or a simple sequence; choose another."
export const PASSWORD_PERSONAL = "The password may not contain your name or email address."

/** Words that stay guessable with digits or symbols around them ("Password2025!", "#Welcome1"). */
const COMMON_WORDS = new Set([
  "password",
  "passwort",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "qwerty",
  "qwertz",
  "azerty",
  "qwertyuiop",
  "iloveyou",
  "welcome",
  "letmein",
  "admin",
  "administrator",
  "changeme",
  "secret",
  "login",
  "monkey",
  "dragon",
  "master",
  "shadow",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "superman",
  "trustno",
  "abc",
  "abcdef",
  "abcdefg",
  "hello",
  "test",
  "user",
  "guest",
  "hubspot"
])

const characters = (text: string): ReadonlyArray<string> => Array.from(text)

/** Every step between neighbouring characters is the same +1 or -1 ("abcdefghij", "9876543210"). */
const isSequence = (text: string): boolean => {
  const codes = characters(text).map((char) => char.codePointAt(0)!)
  const step = codes[1]! - codes[0]!
  if (step !== 1 && step !== -1) return false
  return codes.every((code, index) => index === 0 || code - codes[index - 1]! === step)
}

/** A short block repeated: "aaaaaaaaaa", "abcabcabcabc", "12121212121". */
const isRepetition = (text: string): boolean => {
  const chars = characters(text)
  return [1, 2, 3, 4].some((size) => {
    const block = chars.slice(0, size)
    return chars.every((char, index) => char === block[index % size])
  })
}

const isCommon = (lower: string): boolean => {
  if (COMMON_PASSWORDS.has(lower)) return true
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "")
  return core === "" ? false : COMMON_WORDS.has(core) || COMMON_PASSWORDS.has(core)
}

/** Why the password is refused, or undefined when it is acceptable (the account's details unknown). */
export const passwordProblem = (password: string): string | undefined => {
  const length = characters(password).length
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG
  const lower = password.toLowerCase()
  if (isRepetition(lower) || isSequence(lower)) return PASSWORD_TOO_SIMPLE
  if (isCommon(lower)) return PASSWORD_TOO_COMMON
  return undefined
}

export interface PasswordOwner {
  readonly email?: string | null | undefined
  readonly name?: string | null | undefined
}

/** What a password may not contain: the email's local part and the full name, with or without its spaces (3+ characters). */
const personalParts = (owner: PasswordOwner): ReadonlyArray<string> => {
  const local = (owner.email ?? "").trim().toLowerCase().split("@")[0] ?? ""
  const name = (owner.name ?? "").trim().toLowerCase().replace(/\s+/gu, " ")
  return [local, name, name.replace(/ /gu, "")].filter((part) => characters(part).length >= 3)
}

/** passwordProblem, then the check against the account's own name and email. */
export const newPasswordProblem = (password: string, owner: PasswordOwner): string | undefined => {
  const general = passwordProblem(password)
  if (general !== undefined) return general
  const lower = password.toLowerCase()
  return personalParts(owner).some((part) => lower.includes(part)) ? PASSWORD_PERSONAL : undefined
}

/** A password being set: the account-independent rules. */
export const NewPassword = Schema.String.pipe(
  Schema.filter((password) => passwordProblem(password) ?? true, {
    identifier: "NewPassword",
    // passwordProblem counts Unicode characters, as JSON Schema's lengths do.
    jsonSchema: { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }
  })
)

/**
 * The name/email rule for a payload that carries them beside the password, as a Schema.filter
 * predicate; the failure is reported on the password field ("password: The password may not ...").
 */
export const personalPasswordCheck = (input: {
  readonly password?: string | undefined
  readonly email?: string | undefined
  readonly name?: string | undefined
}) => {
  if (input.password === undefined) return true
  const problem = newPasswordProblem(input.password, input)
  return problem === undefined ? true : { path: ["password"], message: problem }
}
