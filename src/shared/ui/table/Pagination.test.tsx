import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { Pagination } from "./Pagination.tsx"

describe("Pagination", () => {
  it("marks the current page and goes to a clicked page", () => {
    const onChange = vi.fn()
    render(<Pagination page={10} totalPages={20} onChange={onChange} />)
    expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page")
    expect(screen.queryByRole("button", { name: "Page 5" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Page 20" }))
    expect(onChange).toHaveBeenLastCalledWith(20)
  })

  it("steps with previous and next, disabled at the ends", () => {
    const onChange = vi.fn()
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={onChange} />)
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Next page" }))
    expect(onChange).toHaveBeenLastCalledWith(2)

    rerender(<Pagination page={3} totalPages={3} onChange={onChange} />)
    fireEvent.click(screen.getByRole("button", { name: "Next page" }))
    expect(onChange).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }))
    expect(onChange).toHaveBeenLastCalledWith(2)
  })

  it("does not report a click on the current page", () => {
    const onChange = vi.fn()
    render(<Pagination page={2} totalPages={3} onChange={onChange} />)
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it("renders nothing without pages", () => {
    render(<Pagination page={1} totalPages={0} onChange={() => {}} />)
    expect(screen.queryByRole("navigation")).toBeNull()
  })
})
