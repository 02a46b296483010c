// A file's line diff (one version → another, e.g. installed → the portal's now) as lines marked same/added/removed.
// Long runs of unchanged lines fold into one "skipped" piece, keeping a few lines of context around each change.
import { diffLines } from "diff"

interface DiffLine {
  readonly kind: "same" | "added" | "removed"
  readonly text: string
}

export type DiffPiece = DiffLine | { readonly kind: "skipped"; readonly count: number }

/** Unchanged lines kept on each side of a change. */
const DIFF_CONTEXT = 3

export const linesOf = (value: string): ReadonlyArray<string> => {
  const lines = value.split("\n")
  // The text's last newline ends its last line; it starts no new one.
  if (lines.at(-1) === "") lines.pop()
  return lines
}

/** The pieces of the diff; none when the two texts hold the same lines. */
export const diffFileLines = (from: string, to: string, context: number = DIFF_CONTEXT): ReadonlyArray<DiffPiece> => {
  const lines: Array<DiffLine> = diffLines(from, to).flatMap((change) =>
    linesOf(change.value).map((text): DiffLine => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text }))
  )
  const changed = lines.map((line) => line.kind !== "same")
  if (!changed.includes(true)) return []
  // A same line stays when a change lies within `context` lines of it.
  const near = (index: number) => changed.slice(Math.max(0, index - context), index + context + 1).includes(true)
  const pieces: Array<DiffPiece> = []
  let skipped = 0
  lines.forEach((line, index) => {
    if (line.kind === "same" && !near(index)) {
      skipped += 1
      return
    }
    if (skipped > 0) pieces.push({ kind: "skipped", count: skipped })
    skipped = 0
    pieces.push(line)
  })
  if (skipped > 0) pieces.push({ kind: "skipped", count: skipped })
  return pieces
}
