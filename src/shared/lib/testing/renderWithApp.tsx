// Renders a component as the app would (see AppHarness) and waits for the router's first load.
import type { QueryClient } from "@tanstack/react-query"
import { render, type RenderResult } from "@testing-library/react"
import { createStore } from "jotai"
import type { ReactNode } from "react"

import { AppHarness, harnessRouter, type JotaiStore, testQueryClient } from "./AppHarness.tsx"
import { type FakeServer, fakeServer } from "./fakeServer.ts"

export interface AppRender extends RenderResult {
  readonly store: JotaiStore
  readonly server: FakeServer
  /** The query cache the component reads through (tests invalidate it as a mutation elsewhere would). */
  readonly queryClient: QueryClient
  /** The router's current location (path and query). */
  readonly currentPath: () => string
}

export interface AppRenderOptions {
  readonly server?: FakeServer
  readonly store?: JotaiStore
  /** Where the router starts; the component renders at every path. */
  readonly path?: string
}

export async function renderWithApp(ui: ReactNode, options: AppRenderOptions = {}): Promise<AppRender> {
  const store = options.store ?? createStore()
  const server = options.server ?? fakeServer({})
  const router = harnessRouter(ui, options.path ?? "/")
  await router.load()
  const queryClient = testQueryClient()
  const result = render(
    <AppHarness store={store} server={server} router={router} queryClient={queryClient}>
      {ui}
    </AppHarness>
  )
  return { ...result, store, server, queryClient, currentPath: () => router.state.location.href }
}
