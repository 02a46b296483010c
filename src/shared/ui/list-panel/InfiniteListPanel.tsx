// A searchable, page-by-page list: the toolbar the caller supplies, then the rows, the failure or empty
// state and the Load more trigger of an InfiniteList.
import type { ReactNode } from "react"

import { type InfiniteList, LoadMore } from "@/shared/ui/infinite-list"

import { ListEmpty, ListError, ListItems, ListPanel, ListToolbar } from "./ListPanel.tsx"

export interface InfiniteListPanelProps<A> {
  list: InfiniteList<A>
  toolbar: ReactNode
  /** The list's accessible name. */
  label: string
  errorTitle: string
  emptyText: string
  renderRow: (row: A) => ReactNode
}

export function InfiniteListPanel<A>({ list, toolbar, label, errorTitle, emptyText, renderRow }: InfiniteListPanelProps<A>) {
  return (
    <ListPanel>
      <ListToolbar>{toolbar}</ListToolbar>
      {list.status === "failure" && list.error !== null ? (
        <ListError title={errorTitle} message={list.error.message} onRetry={list.reload} />
      ) : null}
      {list.status === "idle" && list.rows.length === 0 ? <ListEmpty>{emptyText}</ListEmpty> : null}
      {list.rows.length > 0 ? <ListItems label={label}>{list.rows.map(renderRow)}</ListItems> : null}
      <LoadMore hasMore={list.hasMore && list.status !== "failure"} isLoading={list.status === "loading"} onLoadMore={list.loadMore} />
    </ListPanel>
  )
}
