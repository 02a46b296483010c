import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"

import {
  newPasswordProblem,
  PASSWORD_PERSONAL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_SIMPLE,
  passwordProblem
} from "./password.ts"
import { AdminCreatePayload } from "./user-api.ts"

describe("password policy", () => {
  it("counts Unicode characters, allows spaces, and bounds the length at 10 and 128", () => {
    expect(passwordProblem("Short1!")).toBe(PASSWORD_TOO_SHORT)
    expect(passwordProblem("ünïcödé😀x")).toBe(PASSWORD_TOO_SHORT)
    expect(passwordProblem("ünïcödé😀xy")).toBeUndefined()
    expect(passwordProblem("correct horse battery")).toBeUndefined()
    expect(passwordProblem("x".repeat(64) + "y".repeat(64))).toBeUndefined()
    expect(passwordProblem("x".repeat(64) + "y".repeat(65))).toBe(PASSWORD_TOO_LONG)
  })

  it("refuses well-known passwords, also with digits or symbols around a common word", () => {
    for (const common of ["1234567890", "QwertyUiop", "password123", "iloveyou12", "Password2031!", "#Welcome1999"]) {
      expect(passwordProblem(common), common).toBe(PASSWORD_TOO_COMMON)
    }
  })

  it("refuses one character repeated, short blocks repeated and simple sequences", () => {
    for (const simple of ["aaaaaaaaaa", "          ", "abcabcabcabc", "1212121212", "abcdefghijk", "9876543210", "LMNOPQRSTU"]) {
      expect(passwordProblem(simple), simple).toBe(PASSWORD_TOO_SIMPLE)
    }
    expect(passwordProblem("abcdefghik")).toBeUndefined()
  })

  it("refuses the account's email local part or its name inside the password", () => {
    const owner = { email: "nora.north@example.com", name: "Nora North" }
    expect(newPasswordProblem("my nora.north pass", owner)).toBe(PASSWORD_PERSONAL)
    expect(newPasswordProblem("NORA NORTH lights 7", owner)).toBe(PASSWORD_PERSONAL)
    expect(newPasswordProblem("xNoraNorth2026", owner)).toBe(PASSWORD_PERSONAL)
    expect(newPasswordProblem("violet kettle drum", owner)).toBeUndefined()
    // Parts under three characters are too short to mean anything.
    expect(newPasswordProblem("violet kettle drum x", { email: "x@y.io", name: "Al" })).toBeUndefined()
  })

  it("reports a personal password on the password field of a payload", () => {
    const decoded = Schema.decodeUnknownEither(AdminCreatePayload)({
      name: "Grace Hopper",
      email: "grace@example.com",
      password: "grace hopper-cobol-1959"
    })
    expect(Either.isLeft(decoded)).toBe(true)
    if (Either.isLeft(decoded)) {
      expect(decoded.left.message).toContain(PASSWORD_PERSONAL)
      expect(decoded.left.message).toContain('["password"]')
    }
    expect(
      Either.isRight(
        Schema.decodeUnknownEither(AdminCreatePayload)({ name: "Grace Hopper", email: "grace@example.com", password: "violet kettle drum" })
      )
    ).toBe(true)
  })
})
