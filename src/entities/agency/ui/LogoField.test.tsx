import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { LOGO_TYPE_INVALID } from "../lib/readLogo.ts"
import { LogoField } from "./LogoField.tsx"

const fileInput = () => document.querySelector("input[type=file]") as HTMLInputElement

describe("LogoField", () => {
  it("shows the current logo with Upload and Remove; Remove clears it", () => {
    const onChange = vi.fn()
    render(<LogoField label="Agency Logo" src="data:image/png;base64,AAAA" onChange={onChange} />)
    expect(screen.getByRole("group", { name: "Agency Logo" })).toBeTruthy()
    expect(screen.getByRole("img", { name: "Agency logo" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Remove Logo" }))
    expect(onChange).toHaveBeenCalledWith(null)
  })

  it("says there is no logo yet and offers only Upload", () => {
    render(<LogoField label="Logo" src={null} onChange={() => undefined} />)
    expect(screen.getByText("No logo yet.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Upload Logo" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Remove Logo" })).toBeNull()
    expect(fileInput().accept).toBe("image/png,image/jpeg,image/gif,image/webp")
  })

  it("reads a chosen image as a data URL, and refuses another type with the server's message", async () => {
    const onChange = vi.fn()
    render(<LogoField label="Logo" src={null} onChange={onChange} />)
    fireEvent.change(fileInput(), { target: { files: [new File(["x"], "logo.txt", { type: "text/plain" })] } })
    expect((await screen.findByRole("alert")).textContent).toBe(LOGO_TYPE_INVALID)
    fireEvent.change(fileInput(), { target: { files: [new File([new Uint8Array([1, 2])], "logo.gif", { type: "image/gif" })] } })
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/gif;base64,/)))
    // The error clears in the render that follows the read (it is not flushed by the time onChange returns).
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull())
  })
})
