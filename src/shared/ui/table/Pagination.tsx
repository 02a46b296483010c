// Page navigation for paged tables; pages start at 1.
import { Button as AriaButton } from "react-aria-components"

import styles from "./Pagination.module.css"
import { paginationItems } from "./paginationItems.ts"

export interface PaginationProps {
  page: number
  totalPages: number
  onChange: (page: number) => void
  padding?: number
  gap?: number
  className?: string
}

export function Pagination({ page, totalPages, onChange, padding = 2, gap = 3, className }: PaginationProps) {
  const items = paginationItems({ page, totalPages, padding, gap })
  if (items.length === 0) return null
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target)
  }
  return (
    <nav aria-label="Pagination" className={[styles.pagination, className].filter(Boolean).join(" ")}>
      <AriaButton aria-label="Previous page" className={styles.item} isDisabled={page <= 1} onPress={() => go(page - 1)}>
        <span aria-hidden="true">‹</span>
      </AriaButton>
      {items.map((item) =>
        item.type === "ellipsis" ? (
          <span key={item.key} className={styles.ellipsis} aria-hidden="true">
            …
          </span>
        ) : (
          <AriaButton
            key={item.page}
            aria-label={`Page ${item.page}`}
            aria-current={item.page === page ? "page" : undefined}
            className={styles.item}
            onPress={() => go(item.page)}
          >
            {item.page}
          </AriaButton>
        )
      )}
      <AriaButton aria-label="Next page" className={styles.item} isDisabled={page >= totalPages} onPress={() => go(page + 1)}>
        <span aria-hidden="true">›</span>
      </AriaButton>
    </nav>
  )
}
