// The editor routes' params, parsed where routes are matched: this file stays in the first bundle, so it imports
// nothing (the loaders beside it load with each route's page).
import type { EditorItemKind } from "./editorItem.ts"

/** Route param → portal id; anything but a positive integer is no route of ours. */
export const parsePortalParam = ({ portal }: { portal: string }): { portal: number } | false => {
  const id = Number(portal)
  return /^\d+$/.test(portal) && Number.isSafeInteger(id) && id > 0 ? { portal: id } : false
}

/** Route params → ids; anything but a positive item id and 1 or 2 is no route of ours. */
export const parseItemParams = ({
  layoutId,
  whichId
}: {
  layoutId: string
  whichId: string
}): { layoutId: number; whichId: EditorItemKind } | false => {
  const id = Number(layoutId)
  if (!/^\d+$/.test(layoutId) || !Number.isSafeInteger(id) || id <= 0) return false
  return whichId === "1" || whichId === "2" ? { layoutId: id, whichId: whichId === "1" ? 1 : 2 } : false
}
