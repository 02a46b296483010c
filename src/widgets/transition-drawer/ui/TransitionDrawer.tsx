// The transition drawer (spec 1 section 2, issue 18): the open portal's running and recent batches (group
// installs, page templates, setup, migration, upgrades) with their progress and, once finished, how each
// item ended. It reads the same cache as the editor bar's entry, polled every 5 s while work runs.
import { useAtomValue } from "jotai"
import { usePortalBatches } from "@/entities/batch"
import { selectedPortalAtom } from "@/entities/portal"
import { cardListStyles } from "@/shared/ui/card-list"
import { Drawer } from "@/shared/ui/drawer"
import { ListEmpty, ListError, ListLoading, ListPanel } from "@/shared/ui/list-panel"
import { BatchCard } from "./BatchCard.tsx"

export const TRANSITION_DRAWER_TITLE = "Activity in progress"
export const NO_WORK = "No work is running on this portal."

export function TransitionDrawer() {
  const portal = useAtomValue(selectedPortalAtom)
  return (
    <Drawer name="transition" title={TRANSITION_DRAWER_TITLE} width={560}>
      {portal === null ? null : <TransitionDrawerBody key={portal.id} portalId={portal.id} />}
    </Drawer>
  )
}

function TransitionDrawerBody({ portalId }: { portalId: number }) {
  const result = usePortalBatches(portalId)
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
          {result.data.map((batch) => <BatchCard key={batch.id} batch={batch} />)}
        </ul>
      )}
    </ListPanel>
  )
}
