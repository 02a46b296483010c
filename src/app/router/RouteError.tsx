// The router's error component: a failed chunk reloads the page (at most once a minute), anything
// else shows the error page.
import type { ErrorComponentProps } from "@tanstack/react-router"
import { useEffect, useState } from "react"

import { ErrorPage } from "@/pages/error"
import { StorageKey } from "@/shared/config"
import { readStored, writeStored } from "@/shared/lib/storage"

import { adoptRouterReload, shouldReloadForChunk } from "./chunkReload.ts"

const lastReloadAt = (): number | null => {
  const stored = Number(readStored("session", StorageKey.ChunkReloadAt))
  return Number.isFinite(stored) && stored > 0 ? stored : null
}

const recordReload = (at: number) => writeStored("session", StorageKey.ChunkReloadAt, String(at))

/** At start-up: a reload the router just did for a missing chunk counts as the minute's one reload. */
export const countRouterChunkReload = (): void => {
  try {
    adoptRouterReload(globalThis.sessionStorage, Date.now(), recordReload)
  } catch {
    // No session storage: the router cannot mark its reload either.
  }
}

/** An ApiError brings its status and catalogue message; other errors show the page's defaults. */
const describe = (error: unknown): { status?: number; message?: string } =>
  typeof error === "object" && error !== null && "_tag" in error && error._tag === "ApiError" && "status" in error && "message" in error
    ? { status: Number(error.status) || undefined, message: String(error.message) }
    : {}

export function RouteError({ error }: ErrorComponentProps) {
  const [reloading] = useState(() => shouldReloadForChunk(error, Date.now(), lastReloadAt()))

  useEffect(() => {
    if (!reloading) return
    recordReload(Date.now())
    window.location.reload()
  }, [reloading])

  if (reloading) return null
  const { status, message } = describe(error)
  return <ErrorPage status={status} message={message} />
}
