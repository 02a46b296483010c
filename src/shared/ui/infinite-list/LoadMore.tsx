// The end of an infinitely scrolled list: scrolling it into view loads the next page; the 'Load more'
// button does the same for keyboard and screen-reader users (and where IntersectionObserver is missing).
import { useEffect, useLayoutEffect, useRef } from "react"

import { Button } from "../button/Button.tsx"
import { Spinner } from "../spinner/Spinner.tsx"
import styles from "./LoadMore.module.css"

export interface LoadMoreProps {
  hasMore: boolean
  isLoading: boolean
  onLoadMore: () => void
}

export function LoadMore({ hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  useLayoutEffect(() => {
    latest.current = onLoadMore
  })

  useEffect(() => {
    const element = sentinel.current
    if (element === null || !hasMore || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore])

  return (
    <div ref={sentinel} className={styles.end}>
      {isLoading ? <Spinner label="Loading…" /> : null}
      {hasMore && !isLoading ? (
        <Button size="sm" variant="secondary" onPress={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </div>
  )
}
