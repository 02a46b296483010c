// Password hashing and the secret box under APP_KEY.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"

import { hashPassword, verifyPassword } from "./password.ts"
import { makeSecretBox } from "./secret-box.ts"
import { sha256 } from "./tokens.ts"

describe("passwords", () => {
  it.effect("verify only the password that was hashed, with a fresh salt each time", () =>
    Effect.gen(function* () {
      const hash = yield* hashPassword("Correct horse 1")
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
      expect(yield* verifyPassword("Correct horse 1", hash)).toBe(true)
      expect(yield* verifyPassword("Correct horse 2", hash)).toBe(false)
      expect(yield* hashPassword("Correct horse 1")).not.toBe(hash)
    })
  )

  it.effect("refuse missing and malformed hashes", () =>
    Effect.gen(function* () {
      expect(yield* verifyPassword("anything", null)).toBe(false)
      expect(yield* verifyPassword("anything", "plain-text")).toBe(false)
      expect(yield* verifyPassword("anything", "scrypt$1$1$1$x$y")).toBe(false)
    })
  )
})

describe("secret box", () => {
  it("round-trips under the same key and refuses another key or tampering", () => {
    const box = makeSecretBox("first key")
    const sealed = box.encrypt("refresh-token-123")
    expect(sealed).not.toContain("refresh-token-123")
    expect(box.decrypt(sealed)).toEqual(Option.some("refresh-token-123"))
    expect(makeSecretBox("other key").decrypt(sealed)).toEqual(Option.none())
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA")
    expect(box.decrypt(tampered)).toEqual(Option.none())
    expect(box.encrypt("same")).not.toBe(box.encrypt("same"))
  })

  it("stores tokens as digests", () => {
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  })
})
