import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { PlainButton } from "./PlainButton.tsx"

describe("PlainButton", () => {
  it("presses by click and keyboard", async () => {
    const onPress = vi.fn()
    render(<PlainButton onPress={onPress}>Save</PlainButton>)
    const button = screen.getByRole("button", { name: "Save" })
    await userEvent.click(button)
    button.focus()
    await userEvent.keyboard("{Enter}")
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it("while pending: busy, keeps its name and focus, and neither presses nor submits its form", async () => {
    const onPress = vi.fn()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PlainButton type="submit" isPending onPress={onPress}>
          Log in
        </PlainButton>
      </form>
    )
    const button = screen.getByRole("button", { name: "Log in" })
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    await userEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
  })
})
