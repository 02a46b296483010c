import { describe, expect, it } from "vitest"

import { agencyNames, otherAgencies } from "./agencyNames.ts"

const user = (...names: string[]) =>
  ({ agencies: names.map((name, index) => ({ id: index + 1, name })) }) as unknown as Parameters<typeof agencyNames>[0]

describe("agencyNames", () => {
  it("names up to three agencies", () => {
    expect(agencyNames(user("Acme", "Beacon"), null)).toBe("Acme, Beacon")
    expect(agencyNames(user(), null)).toBe("")
  })
  it("sums up the rest as 'and N other agencies', one as 'and 1 other agency'", () => {
    expect(agencyNames(user("A", "B", "C", "D", "E"), null)).toBe("A, B, C and 2 other agencies")
    expect(agencyNames(user("A", "B", "C", "D"), null)).toBe("A, B, C and 1 other agency")
    expect(otherAgencies(1)).toBe("and 1 other agency")
    expect(otherAgencies(299)).toBe("and 299 other agencies")
  })
  it("shows only the agency the list is narrowed to", () => {
    expect(agencyNames(user("A", "B", "C", "D"), 2)).toBe("B")
  })
})

describe("agencyNames with several agencies chosen", () => {
  it("shows the user's agencies among the chosen ones", () => {
    expect(agencyNames(user("A", "B", "C", "D"), [2, 4, 9])).toBe("B, D")
    expect(agencyNames(user("A", "B"), [])).toBe("A, B")
  })
})
