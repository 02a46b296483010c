import { describe, expect, it } from "vitest"

import { newestFirst } from "./changeLog.ts"

describe("newestFirst", () => {
  it("orders by semantic version, not by text", () => {
    const entries = [
      { ver: "1.2.0", message: "b", requires: [] },
      { ver: "1.10.0", message: "c", requires: [] },
      { ver: "1.0.0", message: "a", requires: [] },
      { ver: "2.0.0", message: "d", requires: ["css/main.css"] }
    ]
    expect(newestFirst(entries).map((entry) => entry.ver)).toEqual(["2.0.0", "1.10.0", "1.2.0", "1.0.0"])
  })
})
