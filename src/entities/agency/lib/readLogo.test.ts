import { describe, expect, it } from "vitest"

import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_TYPE_INVALID, readLogo } from "./readLogo.ts"

describe("readLogo", () => {
  it("reads a PNG as a data URL", async () => {
    const read = await readLogo(new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" }))
    expect(read.ok).toBe(true)
    if (read.ok) expect(read.dataUrl).toMatch(/^data:image\/png;base64,/)
  })

  it("refuses a file that is not a PNG, JPEG, GIF or WebP image", async () => {
    expect(await readLogo(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }))).toEqual({ ok: false, error: LOGO_TYPE_INVALID })
  })

  it("refuses an image over 1 MB, and takes one of exactly 1 MB", async () => {
    expect(await readLogo(new File([new Uint8Array(LOGO_MAX_BYTES + 1)], "big.jpg", { type: "image/jpeg" }))).toEqual({
      ok: false,
      error: LOGO_TOO_LARGE
    })
    expect((await readLogo(new File([new Uint8Array(LOGO_MAX_BYTES)], "max.webp", { type: "image/webp" }))).ok).toBe(true)
  })
})
