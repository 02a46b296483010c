import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { makeComment } from "../lib/fixtures.ts"
import { TaskThread } from "./TaskThread.tsx"

describe("TaskThread", () => {
  it("shows who wrote what, marks support, and sends a comment then clears the box", async () => {
    const onSend = vi.fn(async () => null)
    render(<TaskThread comments={[makeComment()]} onSend={onSend} />)
    expect(screen.getByText(/Sam Support \(Support\)/)).toBeTruthy()
    expect(screen.getByText("Which colour should the buttons be?")).toBeTruthy()
    const box = screen.getByRole("textbox", { name: "Add a comment" })
    fireEvent.change(box, { target: { value: "Navy" } })
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Navy"))
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""))
  })

  it("says so when there is nothing to send or the server refuses", async () => {
    render(<TaskThread comments={[]} onSend={async () => "The comment may not be greater than 5000 characters."} />)
    expect(screen.getByText("No comments yet.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    // The contract's words for an empty body, as the server would answer it.
    expect(await screen.findByText("The body field is required.")).toBeTruthy()
    expect(screen.getByRole("textbox", { name: "Add a comment" }).getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(screen.getByRole("textbox", { name: "Add a comment" }), { target: { value: "x" } })
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByText("The comment may not be greater than 5000 characters.")).toBeTruthy()
    expect(screen.queryByText("The body field is required.")).toBeNull()
  })
})
