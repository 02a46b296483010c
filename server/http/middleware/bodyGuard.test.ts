// The body guard's scanners: depth counted without recursion, ignoring brackets in strings, and named by
// the field holding it; text
// that PostgreSQL refuses found at any depth, named by its path.
import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"

import { Text } from "#contract/common.ts"

import { findBadText, tooDeepAt } from "./bodyGuard.ts"

describe("tooDeepAt", () => {
  it("counts arrays and objects, not brackets inside strings or after escaped quotes", () => {
    expect(tooDeepAt("[[[]]]", 3)).toBeUndefined()
    expect(tooDeepAt("[[[[]]]]", 3)).toBe("0.0.0")
    expect(tooDeepAt(JSON.stringify({ a: "[[[[[[", b: '"{{{{{' }), 1)).toBeUndefined()
    expect(tooDeepAt(JSON.stringify({ a: "\\" }) + "", 1)).toBeUndefined()
  })

  it("names the field holding the nesting: keys and indexes, the first three shown", () => {
    expect(tooDeepAt(`{"name":"x","assignee":${"[".repeat(40)}${"]".repeat(40)}}`, 32)).toBe("assignee.0.0")
    expect(tooDeepAt(`{"data":{"list":[1,2,{"a\\"b":${'{"k":'.repeat(40)}1${"}".repeat(40)}}]}}`, 32)).toBe("data.list.2")
    expect(tooDeepAt("[".repeat(40) + "]".repeat(40), 0)).toBe("body")
    expect(tooDeepAt(`{"a":{"b":1},"c":${"[".repeat(3)}${"]".repeat(3)}}`, 3)).toBe("c.0.0")
  })

  it("handles a million levels without a stack overflow", () => {
    expect(tooDeepAt("[".repeat(1_000_000) + "]".repeat(1_000_000), 32)).toBe("0.0.0")
  })
})

describe("findBadText", () => {
  it("names the path of the first NUL or lone surrogate, in values and in keys", () => {
    expect(findBadText({ a: "fine", list: ["ok", { deep: "x\u0000" }] })).toBe("list.1.deep: The text must not contain NUL characters.")
    expect(findBadText({ name: "\uDC00 alone" })).toBe("name: The text must not contain unpaired UTF-16 surrogates.")
    expect(findBadText({ ["k\u0000"]: 1 })).toBe("k\u0000: The text must not contain NUL characters or unpaired UTF-16 surrogates.")
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
