import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { TextField } from "./TextField.tsx"

describe("TextField", () => {
  it("reports typed text through onChange", () => {
    const onChange = vi.fn()
    render(<TextField label="Email" type="email" onChange={onChange} />)
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "a@b.co" } })
    expect(onChange).toHaveBeenCalledWith("a@b.co")
  })

  it("shows the error message and marks the input invalid", () => {
    render(<TextField label="Name" errorMessage="The name field is required." />)
    const input = screen.getByLabelText("Name")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByText("The name field is required.")).toBeTruthy()
    expect(input.getAttribute("aria-describedby")).toBeTruthy()
  })

  it("is valid without an error message and shows its description", () => {
    render(<TextField label="Domain" description="Without https://" />)
    const input = screen.getByLabelText("Domain")
    expect(input.getAttribute("aria-invalid")).toBeNull()
    expect(screen.getByText("Without https://")).toBeTruthy()
  })

  it("passes type, name and disabled state to the input", () => {
    render(<TextField label="Password" type="password" name="password" isDisabled />)
    const input = screen.getByLabelText("Password") as HTMLInputElement
    expect(input.type).toBe("password")
    expect(input.name).toBe("password")
    expect(input.disabled).toBe(true)
  })
})
