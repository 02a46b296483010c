import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CheckboxGroup, Label } from "react-aria-components"
import { describe, expect, it, vi } from "vitest"

import { Checkbox } from "./Checkbox.tsx"

describe("Checkbox", () => {
  it("is named by its text and reports the new state on click", () => {
    const onChange = vi.fn()
    render(
      <Checkbox isSelected={false} onChange={onChange}>
        Agency Account
      </Checkbox>
    )
    const box = screen.getByRole("checkbox", { name: "Agency Account" }) as HTMLInputElement
    expect(box.checked).toBe(false)
    fireEvent.click(box)
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it("toggles with Space", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>Support Team</Checkbox>)
    await user.tab()
    await user.keyboard(" ")
    expect(onChange).toHaveBeenCalledWith(true)
    expect((screen.getByRole("checkbox", { name: "Support Team" }) as HTMLInputElement).checked).toBe(true)
  })

  it("does nothing while disabled", () => {
    const onChange = vi.fn()
    render(
      <Checkbox isSelected onChange={onChange} isDisabled>
        Paid in Advance
      </Checkbox>
    )
    const box = screen.getByRole("checkbox", { name: "Paid in Advance" }) as HTMLInputElement
    expect(box.disabled).toBe(true)
    fireEvent.click(box)
    expect(onChange).not.toHaveBeenCalled()
  })

  it("stands for its value inside a CheckboxGroup", () => {
    const onChange = vi.fn()
    render(
      <CheckboxGroup value={["1"]} onChange={onChange}>
        <Label>Portal Access</Label>
        <Checkbox value="1">Acme Portal</Checkbox>
        <Checkbox value="2">Beacon Portal</Checkbox>
      </CheckboxGroup>
    )
    expect((screen.getByRole("checkbox", { name: "Acme Portal" }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole("checkbox", { name: "Beacon Portal" }))
    expect(onChange).toHaveBeenCalledWith(["1", "2"])
  })
})
