// The app builds one ManagedRuntime; lower layers reach it through this context, never by importing app.
import type { ManagedRuntime } from "effect"
import { createContext, useContext } from "react"

import type { ApiClient } from "../client/api-client.ts"

export type ApiRuntime = ManagedRuntime.ManagedRuntime<ApiClient, never>

export const ApiRuntimeContext = createContext<ApiRuntime | null>(null)

export function useRuntime(): ApiRuntime {
  const runtime = useContext(ApiRuntimeContext)
  if (runtime === null) throw new Error("useRuntime must be used inside the app's runtime provider")
  return runtime
}
