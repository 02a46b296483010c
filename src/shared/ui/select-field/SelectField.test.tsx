import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { SelectField } from "./SelectField.tsx"

const ROLES = [
  { id: "admin", label: "Super Admin" },
  { id: "agency_admin", label: "Admin" },
  { id: "user", label: "User" }
] as const

describe("SelectField", () => {
  it("names its trigger by the value and the label, and reports the id picked", async () => {
    const onSelectionChange = vi.fn()
    render(<SelectField label="Role" items={ROLES} selectedKey="user" onSelectionChange={onSelectionChange} isRequired />)
    const trigger = screen.getByRole("button", { name: "User Role" })
    fireEvent.click(trigger)
    const options = await screen.findAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual(["Super Admin", "Admin", "User"])
    fireEvent.click(screen.getByRole("option", { name: "Admin" }))
    expect(onSelectionChange).toHaveBeenCalledWith("agency_admin")
  })

  it("shows the placeholder while nothing is chosen", () => {
    render(<SelectField label="Type" items={ROLES} selectedKey={null} onSelectionChange={() => undefined} placeholder="Select Type" />)
    expect(screen.getByRole("button", { name: "Select Type Type" })).toBeTruthy()
  })

  it("works from the keyboard: Tab focuses it, type-ahead picks, ArrowDown opens and Escape closes", async () => {
    const user = userEvent.setup()
    const onSelectionChange = vi.fn()
    render(<SelectField label="Role" items={ROLES} selectedKey={null} onSelectionChange={onSelectionChange} placeholder="Select Role" />)
    await user.tab()
    const trigger = screen.getByRole("button", { name: /Role$/ })
    expect(document.activeElement).toBe(trigger)
    await user.keyboard("u")
    expect(onSelectionChange).toHaveBeenCalledWith("user")
    await user.keyboard("{ArrowDown}")
    expect(await screen.findByRole("listbox")).toBeTruthy()
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })

  it("shows the error message and its description, and can be disabled", () => {
    render(
      <SelectField
        label="Status"
        items={ROLES}
        selectedKey={null}
        onSelectionChange={() => undefined}
        errorMessage="The status field is required."
        description="Suspend blocks installs."
        isDisabled
      />
    )
    expect(screen.getByText("The status field is required.")).toBeTruthy()
    expect(screen.getByText("Suspend blocks installs.")).toBeTruthy()
    expect((screen.getByRole("button", { name: /Status$/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("renders custom option content", async () => {
    render(
      <SelectField
        label="Domain"
        items={[{ id: "a.test", label: "a.test" }]}
        selectedKey={null}
        onSelectionChange={() => undefined}
        renderItem={(item) => `${item.label} (primary)`}
      />
    )
    fireEvent.click(screen.getByRole("button", { name: /Domain$/ }))
    expect((await screen.findByRole("option")).textContent).toBe("a.test (primary)")
  })

  it("says so under the trigger when there is nothing to choose", () => {
    render(
      <SelectField
        label="Domain"
        items={[]}
        selectedKey={null}
        onSelectionChange={() => undefined}
        emptyMessage="This portal has no domains."
        description="Pick one."
      />
    )
    expect(screen.getByText("This portal has no domains.")).toBeTruthy()
    expect(screen.queryByText("Pick one.")).toBeNull()
  })
})
