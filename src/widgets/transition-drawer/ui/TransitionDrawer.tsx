// The transition drawer (spec 1 section 2): the open portal's running and recent batches (group
// installs, page templates, setup, migration, upgrades) with when and by whom they were started, their
// progress and, once finished, how each item ended. It reads the same cache as the editor bar's entry,
// which realtime moves job by job (polled every 5 s only without it). Titled "Activity in progress" only
// while something runs, "Recent activity" otherwise.
import { useAtomValue } from "jotai"

import { type PortalBatch, usePortalBatches } from "@/entities/batch"
import { useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import type { ApiQueryResult } from "@/shared/api"
import { cardListStyles } from "@/shared/ui/card-list"
import { Drawer, openDrawerAtom } from "@/shared/ui/drawer"
import { ListEmpty, ListError, ListLoading, ListPanel } from "@/shared/ui/list-panel"

import { drawerTitle } from "../lib/batchTitle.ts"
import { BatchCard } from "./BatchCard.tsx"

const NO_WORK = "No work has run on this portal in the last 24 hours."

export function TransitionDrawer() {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  // Read while open (the editor bar's entry shares the cache); closed, this drawer costs nothing.
  const isOpen = useAtomValue(openDrawerAtom) === "transition"
  const result = usePortalBatches(isOpen ? (portal?.id ?? null) : null)
  const batches = portal !== null && result.status === "success" ? result.data : null
  return (
    <Drawer name="transition" title={drawerTitle(batches)} width={560}>
      {portal === null ? null : <TransitionDrawerBody key={portal.id} result={result} />}
    </Drawer>
  )
}

function TransitionDrawerBody({ result }: { result: ApiQueryResult<ReadonlyArray<PortalBatch>> }) {
  return (
    <ListPanel>
      {result.status === "loading" ? (
        <ListLoading label="Loading the work on this portal" />
      ) : result.status === "failure" ? (
        <ListError title="The work on this portal could not be loaded." message={result.error.message} onRetry={result.reload} />
      ) : result.data.length === 0 ? (
        <ListEmpty>{NO_WORK}</ListEmpty>
      ) : (
        <ul className={cardListStyles.cards} aria-label="Batches">
          {result.data.map((batch) => (
            <BatchCard key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
    </ListPanel>
  )
}
