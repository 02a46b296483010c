// A modal animates out after it closes; until it has gone its content should keep showing what it showed,
// not flash to an empty or default state. Kept in state (set while rendering, React's way of remembering
// information from previous renders), so the render that shows it is the one that stored it.
import { useState } from "react"

/**
 * `value` while `isShown`; once it is not, the value it had the last time it was shown (at first, the
 * first render's). `isSame` says when a new value is the one already kept.
 */
export function useLastShown<T>(value: T, isShown: boolean, isSame: (a: T, b: T) => boolean = Object.is): T {
  // The updater forms store `value` as is, even when it is a function.
  const [kept, setKept] = useState(() => value)
  if (isShown && !isSame(kept, value)) setKept(() => value)
  return isShown ? value : kept
}
