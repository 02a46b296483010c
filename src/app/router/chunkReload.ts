// A new deploy removes the old route chunks: reload once to fetch the new ones, but never loop.
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i
]

export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false
  return error.name === "ChunkLoadError" || CHUNK_FAILURE.some((pattern) => pattern.test(error.message))
}

/** lastReloadAt: epoch ms of the previous self-reload, or null if this tab never did one. */
export const shouldReloadForChunk = (error: unknown, now: number, lastReloadAt: number | null): boolean =>
  isChunkLoadError(error) && (lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS)

/**
 * TanStack Router's lazy route components reload the page themselves on a missing chunk, once per error
 * message, marking it in sessionStorage as `tanstack_router_reload:<message>` = "1". That reload is the
 * minute's one reload: seen at start-up, it is recorded as ours (so RouteError shows the error page
 * instead of reloading a second time) and the marker is kept, rewritten, so that it is counted once.
 */
export const ROUTER_RELOAD_MARKER = "tanstack_router_reload:"
const ADOPTED = "counted"

export interface ReloadMarks {
  readonly length: number
  key: (index: number) => string | null
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
}

/** Returns true when the router had just reloaded the page; then `recordReload(now)` has been called. */
export const adoptRouterReload = (storage: ReloadMarks, now: number, recordReload: (at: number) => void): boolean => {
  const fresh: Array<string> = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key !== null && key.startsWith(ROUTER_RELOAD_MARKER) && storage.getItem(key) !== ADOPTED) fresh.push(key)
  }
  // Still truthy, so the router keeps its hands off that chunk; RouteError decides from now on.
  for (const key of fresh) storage.setItem(key, ADOPTED)
  if (fresh.length > 0) recordReload(now)
  return fresh.length > 0
}
