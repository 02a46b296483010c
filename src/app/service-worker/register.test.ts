import { describe, expect, it, vi } from "vitest"

import { registerServiceWorker, SERVICE_WORKER_UNSUPPORTED } from "./register.ts"

describe("registerServiceWorker", () => {
  it("tells the console the spec's sentence where the browser has no service workers", () => {
    const error = vi.fn()
    const addEventListener = vi.fn()
    registerServiceWorker({ navigator: {}, addEventListener, console: { error } })
    expect(error).toHaveBeenCalledWith("serviceWorker is not supported in current browser!")
    expect(SERVICE_WORKER_UNSUPPORTED).toBe("serviceWorker is not supported in current browser!")
    expect(addEventListener).not.toHaveBeenCalled()
  })

  it("registers /sw.js for the whole app once the page has loaded", () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))
    let onLoad: (() => void) | undefined
    registerServiceWorker({
      navigator: { serviceWorker: { register } as unknown as ServiceWorkerContainer },
      addEventListener: (_type, listener) => {
        onLoad = listener
      },
      console: { error: vi.fn() }
    })
    expect(register).not.toHaveBeenCalled()
    onLoad?.()
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" })
  })
})
