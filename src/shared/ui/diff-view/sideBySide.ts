// A unified diff laid out in two columns (installed | current) for the View Diff modal: context lines
// sit on both sides, and each run of removals is paired line by line with the additions after it.
export interface DiffCell {
  readonly text: string
  readonly kind: "same" | "removed" | "added" | "empty"
}

export interface DiffRow {
  readonly left: DiffCell
  readonly right: DiffCell
}

const EMPTY: DiffCell = { text: "", kind: "empty" }

export const sideBySide = (diff: string): ReadonlyArray<DiffRow> => {
  const rows: Array<DiffRow> = []
  let removed: Array<string> = []
  let added: Array<string> = []
  const flush = () => {
    for (let index = 0; index < Math.max(removed.length, added.length); index++) {
      const left = removed[index]
      const right = added[index]
      rows.push({
        left: left === undefined ? EMPTY : { text: left, kind: "removed" },
        right: right === undefined ? EMPTY : { text: right, kind: "added" }
      })
    }
    removed = []
    added = []
  }
  for (const line of diff.split("\n")) {
    if (line.startsWith("---") || line.startsWith("+++") || line === "") continue
    if (line.startsWith("@@")) {
      flush()
      continue
    }
    const text = line.slice(1)
    if (line.startsWith("-")) {
      if (added.length > 0) flush()
      removed.push(text)
    } else if (line.startsWith("+")) added.push(text)
    else {
      flush()
      rows.push({ left: { text, kind: "same" }, right: { text, kind: "same" } })
    }
  }
  flush()
  return rows
}
