// The History drawer (spec 2 section 2): search (1 s debounce), sort (newest first by default), a user
// filter, infinite scroll 25 at a time; opening an entry goes to /portals-main/{portalId}/{historyId}/2.
import { useRouter } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { type History, historyEditorPath, HistoryRow, type HistoryUser, historyUsers } from "@/entities/history"
import { useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { Drawer, useDrawer } from "@/shared/ui/drawer"
import { SortToggle } from "@/shared/ui/infinite-list"
import { InfiniteListPanel } from "@/shared/ui/list-panel"
import { TextField } from "@/shared/ui/text-field"

import { useHistoryList } from "../model/useHistoryList.ts"
import { UserFilter } from "./UserFilter.tsx"

const SORT_LABELS = { asc: "Oldest first", desc: "Newest first" } as const

export function HistoryDrawer() {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  return (
    <Drawer name="history" title="History">
      {portal === null ? null : <HistoryDrawerBody key={portal.id} portal={portal} />}
    </Drawer>
  )
}

function HistoryDrawerBody({ portal }: { portal: Portal }) {
  const router = useRouter()
  const drawer = useDrawer()
  const [keyword, setKeyword] = useState("")
  const [direction, setDirection] = useState<"asc" | "desc">("desc")
  const [userId, setUserId] = useState<number | null>(null)
  const list = useHistoryList({ portalId: portal.id, keyword: useDebouncedValue(keyword), direction, userId })
  // Users seen so far stay choosable while a filter hides their entries.
  const [seen, setSeen] = useState<ReadonlyArray<HistoryUser>>([])
  const users = historyUsers(list.rows, seen)
  if (users.length !== seen.length) setSeen(users)

  const open = (entry: History) => {
    drawer.close()
    void router.navigate({ href: historyEditorPath(portal.id, entry.id) })
  }

  return (
    <InfiniteListPanel
      list={list}
      label="History"
      errorTitle="History could not be loaded."
      emptyText="No history found."
      toolbar={
        <>
          <TextField label="Search history" type="search" value={keyword} onChange={setKeyword} />
          <SortToggle direction={direction} onChange={setDirection} labels={SORT_LABELS} />
          <UserFilter users={users} value={userId} onChange={setUserId} />
        </>
      }
      renderRow={(entry) => <HistoryRow key={entry.id} entry={entry} onOpen={open} />}
    />
  )
}
