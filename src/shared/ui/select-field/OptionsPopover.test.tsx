import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ComboBox, Input, Label } from "react-aria-components"
import { describe, expect, it, vi } from "vitest"

import { EmptyOptions, OptionItem, OptionsPopover } from "./OptionsPopover.tsx"

const AGENCIES = [
  { id: 1, name: "Acme Agency" },
  { id: 2, name: "Beacon Agency" }
]

function AgencySearch({
  items,
  onSelectionChange
}: {
  items: ReadonlyArray<{ id: number; name: string }>
  onSelectionChange: (key: unknown) => void
}) {
  return (
    <ComboBox items={items} menuTrigger="focus" allowsEmptyCollection onSelectionChange={onSelectionChange}>
      <Label>Agency</Label>
      <Input />
      <OptionsPopover<{ id: number; name: string }> renderEmptyState={() => <EmptyOptions>Oops! No elements found.</EmptyOptions>}>
        {(agency) => (
          <OptionItem id={agency.id} textValue={agency.name}>
            {agency.name}
          </OptionItem>
        )}
      </OptionsPopover>
    </ComboBox>
  )
}

describe("OptionsPopover", () => {
  it("lists a combo box's items and reports the one picked", async () => {
    const user = userEvent.setup()
    const onSelectionChange = vi.fn()
    render(<AgencySearch items={AGENCIES} onSelectionChange={onSelectionChange} />)
    await user.click(screen.getByRole("combobox", { name: "Agency" }))
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["Acme Agency", "Beacon Agency"])
    await user.click(screen.getByRole("option", { name: "Beacon Agency" }))
    expect(onSelectionChange).toHaveBeenCalledWith(2)
  })

  it("shows the empty state when there is nothing to list", async () => {
    const user = userEvent.setup()
    render(<AgencySearch items={[]} onSelectionChange={() => undefined} />)
    await user.click(screen.getByRole("combobox", { name: "Agency" }))
    expect(await screen.findByText("Oops! No elements found.")).toBeTruthy()
  })
})
