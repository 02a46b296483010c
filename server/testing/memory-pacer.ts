// For tests without a database: the pacer's window kept in memory, with the same rules as the PostgreSQL
// store (a call's instant is its answer once answered; HubSpot's headers adopted; a 429 fills the window).
import { Clock, Effect } from "effect"

import { makePacer, type Pacer, type PacerLimits, type PacerStore, type RateLimitHeaders } from "../integrations/crm/pacer.ts"

export const memoryPacer = (limits: PacerLimits): Pacer => {
  const accounts = new Map<number, { max: number; intervalMs: number; calls: Map<string, number> }>()
  let nextSlot = 1
  const account = (hubId: number) => {
    let found = accounts.get(hubId)
    if (found === undefined) {
      found = { max: limits.max, intervalMs: limits.intervalMs, calls: new Map() }
      accounts.set(hubId, found)
    }
    return found
  }
  const live = (hubId: number, now: number) => [...account(hubId).calls.values()].filter((at) => at > now - account(hubId).intervalMs)
  const adopt = (hubId: number, headers: RateLimitHeaders) => {
    const found = account(hubId)
    if (headers.max !== undefined) found.max = headers.max
    if (headers.intervalMs !== undefined) found.intervalMs = headers.intervalMs
  }
  const add = (hubId: number, count: number, now: number) => {
    for (let i = 0; i < count; i++) account(hubId).calls.set(`extra-${nextSlot++}`, now)
  }
  const store: PacerStore = {
    reserve: (hubId) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const calls = live(hubId, now)
        if (calls.length >= account(hubId).max)
          return { _tag: "Wait", millis: Math.min(...calls) + account(hubId).intervalMs - now } as const
        const slot = String(nextSlot++)
        account(hubId).calls.set(slot, now)
        return { _tag: "Granted", slot } as const
      }),
    settle: (hubId, slot, headers) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const granted = account(hubId).calls.get(slot) ?? now
        account(hubId).calls.set(slot, now)
        adopt(hubId, headers)
        if (headers.remaining === undefined) return
        const known = [...account(hubId).calls.values()].filter((at) => at > granted - account(hubId).intervalMs).length
        add(hubId, account(hubId).max - headers.remaining - known, now)
      }),
    fill: (hubId, headers) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        adopt(hubId, headers)
        add(hubId, account(hubId).max - live(hubId, now).length, now)
      })
  }
  return makePacer(store, limits)
}
