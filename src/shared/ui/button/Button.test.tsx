import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { Button } from "./Button.tsx"
import { buttonClassName } from "./buttonClassName.ts"

describe("Button", () => {
  it("calls onPress when clicked", () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Save</Button>)
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it("is busy and not pressable while pending, keeping its name", () => {
    const onPress = vi.fn()
    render(
      <Button isPending onPress={onPress}>
        Save
      </Button>
    )
    const button = screen.getByRole("button", { name: "Save" })
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })

  it("does not press when disabled", () => {
    const onPress = vi.fn()
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>
    )
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(onPress).not.toHaveBeenCalled()
  })

  it("submits its form when type is submit", () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>
    )
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("gives links the same classes as a button of that variant", () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>
    )
    expect(screen.getByRole("button", { name: "Delete" }).className).toContain(buttonClassName("danger", "sm"))
    expect(buttonClassName("danger", "sm")).not.toBe(buttonClassName("primary", "sm"))
  })
})
