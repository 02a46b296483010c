// A line-by-line three-way merge (diff3) of two texts derived from one base: the parts both sides agree on
// (or only one side changed) merge by themselves; where both changed the same lines, a conflict holds both.
import { diff3Merge } from "node-diff3"

export type MergeRegion =
  | { readonly kind: "stable"; readonly lines: ReadonlyArray<string> }
  | {
      readonly kind: "conflict"
      readonly ours: ReadonlyArray<string>
      readonly base: ReadonlyArray<string>
      readonly theirs: ReadonlyArray<string>
    }

/** How one conflict is resolved: one side, both (ours first), or lines the user wrote. */
export type ConflictPick =
  { readonly kind: "ours" } | { readonly kind: "theirs" } | { readonly kind: "both" } | { readonly kind: "edit"; readonly text: string }

// Split on "\n" only, keeping the empty piece after a final newline: joining with "\n" gives back the same
// text, so a file's last newline (or its absence) survives the merge.
const linesOf = (text: string): Array<string> => text.split("\n")

export const mergeRegions = (base: string, ours: string, theirs: string): ReadonlyArray<MergeRegion> => {
  const regions: Array<MergeRegion> = []
  for (const region of diff3Merge(linesOf(ours), linesOf(base), linesOf(theirs), { excludeFalseConflicts: true })) {
    if (region.ok !== undefined) {
      const last = regions.at(-1)
      // Neighbouring stable parts read as one.
      if (last?.kind === "stable") regions[regions.length - 1] = { kind: "stable", lines: [...last.lines, ...region.ok] }
      else regions.push({ kind: "stable", lines: region.ok })
    } else if (region.conflict !== undefined) {
      regions.push({ kind: "conflict", ours: region.conflict.a, base: region.conflict.o, theirs: region.conflict.b })
    }
  }
  return regions
}

const pickedLines = (region: Extract<MergeRegion, { kind: "conflict" }>, pick: ConflictPick): ReadonlyArray<string> => {
  switch (pick.kind) {
    case "ours":
      return region.ours
    case "theirs":
      return region.theirs
    case "both":
      return [...region.ours, ...region.theirs]
    case "edit":
      return linesOf(pick.text)
  }
}

/**
 * The merged text once every conflict has a pick (picks[i] for the i-th conflict); null while one has none.
 * An edit left empty stands for no lines at all.
 */
export const mergedText = (regions: ReadonlyArray<MergeRegion>, picks: ReadonlyArray<ConflictPick | undefined>): string | null => {
  const lines: Array<string> = []
  let conflict = 0
  for (const region of regions) {
    if (region.kind === "stable") {
      lines.push(...region.lines)
      continue
    }
    const pick = picks[conflict]
    conflict += 1
    if (pick === undefined) return null
    if (pick.kind === "edit" && pick.text === "") continue
    lines.push(...pickedLines(region, pick))
  }
  return lines.join("\n")
}

export const conflictCount = (regions: ReadonlyArray<MergeRegion>): number => regions.filter((region) => region.kind === "conflict").length

/** Lines of one side of a conflict as the text a hand edit starts from. */
export const editStart = (region: Extract<MergeRegion, { kind: "conflict" }>): string => [...region.ours, ...region.theirs].join("\n")
