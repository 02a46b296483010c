// The value as it was once it stopped changing for `delayMs` (search boxes wait 1 second, spec 2 section 9).
import { useEffect, useState } from "react"

export const SEARCH_DEBOUNCE_MS = 1000

export function useDebouncedValue<A>(value: A, delayMs: number = SEARCH_DEBOUNCE_MS): A {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
