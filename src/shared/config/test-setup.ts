// Setup for the SPA test project (happy-dom): unmount what each test rendered, since vitest
// globals are off and @testing-library/react cannot register its own afterEach.
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

afterEach(() => {
  cleanup()
})
