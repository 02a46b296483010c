// Bumped whenever the server says a personal What's New entry was added for the signed-in user
// (notification.created on their private channel): the cached reads that depend on it (the bell's count,
// an open panel's list, a support request's page) are invalidated and read again in place.
import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { atom, useAtomValue } from "jotai"
import { useEffect, useRef } from "react"

export const notificationsPingAtom = atom(0)

/** Invalidates `keys` on each ping after the first render's (the mount itself reads fresh anyway). */
export function useInvalidateOnPing(keys: ReadonlyArray<QueryKey>): void {
  const ping = useAtomValue(notificationsPingAtom)
  const queryClient = useQueryClient()
  const seen = useRef(ping)
  const latest = useRef(keys)
  latest.current = keys
  useEffect(() => {
    if (ping === seen.current) return
    seen.current = ping
    latest.current.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }))
  }, [ping, queryClient])
}
