// The portals chosen for a rollout, in the order chosen: the first ones are the canary, so the order is kept
// as the user made it (a portal chosen again keeps its place). At most ROLLOUT_PORTALS_MAX.
import { ROLLOUT_PORTALS_MAX } from "@/shared/api"

export interface ChosenPortal {
  readonly id: number
  readonly name: string
  readonly agencyId: number | null
  readonly agencyName: string | null
}

export type Selection = ReadonlyArray<ChosenPortal>

/** A portal as the health rows give it. */
export const chosenOf = (row: { id: number; name: string; agency: { id: number; name: string } | null }): ChosenPortal => ({
  id: row.id,
  name: row.name,
  agencyId: row.agency?.id ?? null,
  agencyName: row.agency?.name ?? null
})

export const isChosen = (selection: Selection, id: number): boolean => selection.some((portal) => portal.id === id)

/** Adds the portals not chosen yet, at the end, up to the most a rollout takes. */
export const addPortals = (selection: Selection, portals: ReadonlyArray<ChosenPortal>): Selection => {
  const next = [...selection]
  for (const portal of portals) {
    if (next.length >= ROLLOUT_PORTALS_MAX) break
    if (!isChosen(next, portal.id)) next.push(portal)
  }
  return next
}

export const removePortals = (selection: Selection, ids: ReadonlyArray<number>): Selection =>
  selection.filter((portal) => !ids.includes(portal.id))

/** One portal's checkbox. */
export const togglePortal = (selection: Selection, portal: ChosenPortal, on: boolean): Selection =>
  on ? addPortals(selection, [portal]) : removePortals(selection, [portal.id])

/** Whether every one of `shown` is chosen ("Select all shown" reads "Clear all shown" then); none shown: false. */
export const allChosen = (selection: Selection, shown: ReadonlyArray<{ id: number }>): boolean =>
  shown.length > 0 && shown.every((portal) => isChosen(selection, portal.id))

/** "Select all shown" adds the page's portals; pressed again when all are chosen, it takes them out. */
export const toggleShown = (selection: Selection, shown: ReadonlyArray<ChosenPortal>): Selection =>
  allChosen(selection, shown)
    ? removePortals(
        selection,
        shown.map((portal) => portal.id)
      )
    : addPortals(selection, shown)

/** Whether the selection is full: nothing more may be added. */
export const isFull = (selection: Selection): boolean => selection.length >= ROLLOUT_PORTALS_MAX
