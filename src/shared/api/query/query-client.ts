// The SPA's one server-state cache (TanStack Query). Requests stay Effects through the contract's ApiClient;
// the cache keys, shares and invalidates their results. Every query key starts with the entity it holds
// (see keys.ts), so a mutation or a realtime event invalidates that entity's queries and nothing else.
import { QueryClient } from "@tanstack/react-query"

export interface QueryClientOptions {
  /** How long an answer counts as fresh; component tests use 0 so every mount asks the fake server. */
  readonly staleTime?: number
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // What another screen loaded a moment ago is shown at once and refreshed in the background; a
        // mutation invalidates what it changed, so the few seconds of freshness never show stale data.
        staleTime: options.staleTime ?? 5_000,
        // The ApiClient already retries what may be retried (429 with Retry-After, dropped connections).
        retry: false,
        refetchOnWindowFocus: false
      },
      mutations: { retry: false }
    }
  })
}
