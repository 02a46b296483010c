// The transition drawer's title: it says work is in progress only while some is.
import { isBatchUnfinished, type PortalBatch } from "@/entities/batch"

const ACTIVITY_IN_PROGRESS = "Activity in progress"
const RECENT_ACTIVITY = "Recent activity"

/** Unknown yet (loading, failed): nothing is claimed to run. */
export const drawerTitle = (batches: ReadonlyArray<PortalBatch> | null): string =>
  batches?.some(isBatchUnfinished) === true ? ACTIVITY_IN_PROGRESS : RECENT_ACTIVITY
