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
