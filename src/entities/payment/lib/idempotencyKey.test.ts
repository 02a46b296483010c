import { describe, expect, it } from "vitest"

import { newIdempotencyKey } from "./idempotencyKey.ts"

describe("newIdempotencyKey", () => {
  it("makes a new key each time, in the shape the server accepts", () => {
    const a = newIdempotencyKey()
    const b = newIdempotencyKey()
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(b).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(a).not.toBe(b)
  })
})
