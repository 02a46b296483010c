import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeExperiment } from "../lib/makeExperiment.ts"
import { VariantResultsTable } from "./VariantResultsTable.tsx"

describe("VariantResultsTable", () => {
  it("shows each variant's visitors, conversions, rate and probability to beat the control", () => {
    render(<VariantResultsTable experiment={makeExperiment({ winner_variant_id: 12 })} />)
    const table = screen.getByRole("grid", { name: "Variant results" })
    for (const header of ["Variant", "Traffic", "Visitors", "Conversions", "Conversion rate", "Probability to beat control"]) {
      expect(within(table).getByRole("columnheader", { name: header })).toBeTruthy()
    }
    const bold = within(table).getByRole("row", { name: /Bold headline/ })
    expect(within(bold).getByText("1,180")).toBeTruthy()
    expect(within(bold).getByText("165")).toBeTruthy()
    expect(within(bold).getByText("13.98%")).toBeTruthy()
    expect(within(bold).getByText("91.23%")).toBeTruthy()
    expect(within(bold).getByText("— Winner")).toBeTruthy()
    const control = within(table).getByRole("row", { name: /Control/ })
    expect(within(control).getByText("12.00%")).toBeTruthy()
    expect(within(control).getByText("Control (the page itself)")).toBeTruthy()
  })
})
