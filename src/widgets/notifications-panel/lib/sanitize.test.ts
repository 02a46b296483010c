import { describe, expect, it } from "vitest"

import { sanitizeDescription } from "./sanitize.ts"

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body

describe("sanitizeDescription", () => {
  it("leaves no script, event handler or javascript: link, and keeps the text", () => {
    const clean = parse(
      sanitizeDescription(
        '<p>New <strong>groups</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">more</a>'
      )
    )
    expect(clean.querySelector("script")).toBeNull()
    expect(clean.querySelector("[onerror]")).toBeNull()
    expect(clean.querySelector("a[href^='javascript']")).toBeNull()
    expect(clean.textContent).toContain("New groups")
    expect(clean.textContent).toContain("more")
  })
})
