import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it } from "vitest"

import { RadioCard, RadioCards } from "./RadioCards.tsx"

function Harness() {
  const [value, setValue] = useState<string | null>(null)
  return (
    <>
      <RadioCards label="Plan" value={value} onChange={setValue}>
        <RadioCard value="core" hint="$197 a month">
          Core
        </RadioCard>
        <RadioCard value="pro" textValue="PRO, $2997 a month">
          <strong>PRO</strong>
        </RadioCard>
      </RadioCards>
      <output>{value ?? "none"}</output>
    </>
  )
}

describe("RadioCards", () => {
  it("is one labelled group whose cards are radios, with their hints, named by their text value", () => {
    render(<Harness />)
    const group = screen.getByRole("radiogroup", { name: "Plan" })
    expect(group).toBeTruthy()
    fireEvent.click(screen.getByRole("radio", { name: /Core/ }))
    expect(screen.getByText("core")).toBeTruthy()
    const pro = screen.getByRole("radio", { name: "PRO, $2997 a month" })
    fireEvent.click(pro)
    expect((pro as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText("$197 a month")).toBeTruthy()
  })
})
