import { render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { ApiError } from "@/shared/api"

import { countRouterChunkReload, RouteError } from "./RouteError.tsx"

const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/x.js")
const reset = () => undefined

describe("RouteError", () => {
  const reload = vi.fn()
  beforeEach(() => {
    sessionStorage.clear()
    reload.mockReset()
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload })
  })
  afterEach(() => vi.restoreAllMocks())

  it("reloads once after a chunk failure and notes when", () => {
    render(<RouteError error={chunkError} reset={reset} />)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(Number(sessionStorage.getItem("chunk_reload_at"))).toBeGreaterThan(0)
  })

  it("shows the error page instead of reloading again within 60 s", () => {
    sessionStorage.setItem("chunk_reload_at", String(Date.now() - 10_000))
    render(<RouteError error={chunkError} reset={reset} />)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole("heading", { name: "Error" })).toBeTruthy()
    expect(screen.getByText("500")).toBeTruthy()
  })

  it("other errors show the error page with its defaults", () => {
    render(<RouteError error={new Error("undefined is not a function")} reset={reset} />)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole("heading", { name: "Error" })).toBeTruthy()
    expect(screen.getByText("500")).toBeTruthy()
  })

  it("an API failure shows its status and catalogue message", () => {
    render(
      <RouteError
        error={new ApiError({ status: 503, message: "Server is currently unavailable. Please try again later." })}
        reset={reset}
      />
    )
    expect(screen.getByRole("heading", { name: "Server is currently unavailable. Please try again later." })).toBeTruthy()
    expect(screen.getByText("503")).toBeTruthy()
  })
})

describe("the router's own chunk reload", () => {
  beforeEach(() => sessionStorage.clear())

  it("counts as the minute's reload: the next chunk failure shows the error page", () => {
    const reload = vi.fn()
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload })
    sessionStorage.setItem(`tanstack_router_reload:${chunkError.message}`, "1")
    countRouterChunkReload()
    render(<RouteError error={chunkError} reset={reset} />)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole("heading", { name: "Error" })).toBeTruthy()
    vi.restoreAllMocks()
  })
})
