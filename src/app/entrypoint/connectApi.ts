// The API connection, a chunk of its own (lazyApiAccess): the Effect runtime over the API client, the query
// cache its answers live in, and the routes' search validators, which decode with Effect Schema too.
import type { AnyRouter } from "@tanstack/react-router"
import type { createStore } from "jotai"

import { type ApiConnection, connectQueryCache } from "@/shared/api"

import { loadSearchValidators } from "../router/searchGate.ts"
import { createAppRuntime } from "./createAppRuntime.ts"
import { failureReactions } from "./failureReactions.ts"

export { restoreSession } from "@/entities/session"

export const connectApi = async (store: ReturnType<typeof createStore>, router: AnyRouter): Promise<ApiConnection> => {
  await loadSearchValidators()
  return connectQueryCache(createAppRuntime(store, failureReactions(store, router)))
}
