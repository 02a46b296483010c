// The body guard's scanners: depth counted without recursion and ignoring brackets in strings; text
// that PostgreSQL refuses found at any depth, named by its path.
import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { Text } from "../../../src/shared/api/contract/common.ts"
import { exceedsDepth, findBadText } from "./bodyGuard.ts"

describe("exceedsDepth", () => {
  it("counts arrays and objects, not brackets inside strings or after escaped quotes", () => {
    expect(exceedsDepth("[[[]]]", 3)).toBe(false)
    expect(exceedsDepth("[[[[]]]]", 3)).toBe(true)
    expect(exceedsDepth(JSON.stringify({ a: "[[[[[[", b: "\"{{{{{" }), 1)).toBe(false)
    expect(exceedsDepth(JSON.stringify({ a: "\\" }) + "", 1)).toBe(false)
  })

  it("handles a million levels without a stack overflow", () => {
    expect(exceedsDepth("[".repeat(1_000_000) + "]".repeat(1_000_000), 32)).toBe(true)
  })
})

describe("findBadText", () => {
  it("names the path of the first NUL or lone surrogate, in values and in keys", () => {
    expect(findBadText({ a: "fine", list: ["ok", { deep: "x\u0000" }] })).toBe("list.1.deep: The text must not contain NUL characters.")
    expect(findBadText({ name: "\uDC00 alone" })).toBe("name: The text must not contain unpaired UTF-16 surrogates.")
    expect(findBadText({ ["k\u0000"]: 1 })).toMatch(/^k\u0000: /)
    expect(findBadText("\uD800")).toBe("body: The text must not contain unpaired UTF-16 surrogates.")
    expect(findBadText({ emoji: "\u{1F600}", plain: "text", n: 1, b: true, z: null })).toBeUndefined()
  })

  it("walks deeply nested values without recursion", () => {
    let value: unknown = "\u0000"
    for (let level = 0; level < 100_000; level++) value = [value]
    expect(findBadText(value)).toMatch(/: The text must not contain NUL characters\.$/)
  })
})

describe("Text", () => {
  const decode = (max: number, text: string) => Schema.decodeUnknownEither(Text(max))(text)
  it("accepts well-formed text up to its size and refuses NUL, lone surrogates and longer text", () => {
    expect(Either.isRight(decode(5, "héllo"))).toBe(true)
    expect(Either.isRight(decode(2, "\u{1F600}"))).toBe(true)
    expect(Either.isLeft(decode(5, "a\u0000"))).toBe(true)
    expect(Either.isLeft(decode(5, "\uD800"))).toBe(true)
    expect(Either.isLeft(decode(5, "toolong"))).toBe(true)
  })
})
