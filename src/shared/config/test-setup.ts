// Setup for the SPA test project (happy-dom): unmount what each test rendered, since vitest
// globals are off and @testing-library/react cannot register its own afterEach.
import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// findBy* and waitFor give up after 1 s by default: too short for a render on a busy machine.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
})
