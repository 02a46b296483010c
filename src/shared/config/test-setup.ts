// Setup for the SPA test project (happy-dom): unmount what each test rendered, since vitest
// globals are off and @testing-library/react cannot register its own afterEach.
import { BroadcastChannel as NodeBroadcastChannel } from "node:worker_threads"

import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// The project runs in vmThreads (vitest.config.ts): each file's globals are happy-dom's window, which has no
// BroadcastChannel (the consent tab's word to the app, entities/portal/lib/grantSignal.ts); every browser
// the app supports has one, so the tests get Node's.
if (typeof globalThis.BroadcastChannel === "undefined") {
  Object.defineProperty(globalThis, "BroadcastChannel", { value: NodeBroadcastChannel, configurable: true, writable: true })
}

// findBy* and waitFor give up after 1 s by default: too short for a render on a busy machine.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
})
