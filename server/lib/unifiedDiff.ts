// A unified diff (the `diff -u` text format) of two texts, line by line, from their longest common
// subsequence. Theme and module files are small, so the quadratic table is fine.
type Op = { readonly kind: " " | "-" | "+"; readonly line: string; readonly a: number; readonly b: number }

const splitLines = (text: string): Array<string> => (text === "" ? [] : text.replace(/\n$/, "").split("\n"))

const operations = (before: Array<string>, after: Array<string>): Array<Op> => {
  const rows = before.length
  const cols = after.length
  // common[i][j] = length of the LCS of before[i..] and after[j..].
  const common = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0))
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      common[i]![j] = before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
    }
  }
  const ops: Array<Op> = []
  let i = 0
  let j = 0
  while (i < rows || j < cols) {
    if (i < rows && j < cols && before[i] === after[j]) {
      ops.push({ kind: " ", line: before[i]!, a: i++, b: j++ })
    } else if (i < rows && (j === cols || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // Removals before additions, as diff -u prints them.
      ops.push({ kind: "-", line: before[i]!, a: i++, b: j })
    } else {
      ops.push({ kind: "+", line: after[j]!, a: i, b: j++ })
    }
  }
  return ops
}

const range = (start: number, count: number) => `${count === 0 ? start : start + 1}${count === 1 ? "" : `,${count}`}`

/** `--- a/path`, `+++ b/path` and @@ hunks with `context` lines around changes; "" when equal. */
export const unifiedDiff = (path: string, before: string, after: string, context = 3): string => {
  const ops = operations(splitLines(before), splitLines(after))
  const changed = ops.flatMap((op, index) => (op.kind === " " ? [] : [index]))
  if (changed.length === 0) return ""
  const hunks: Array<[number, number]> = []
  for (const index of changed) {
    const start = Math.max(0, index - context)
    const end = Math.min(ops.length - 1, index + context)
    const last = hunks[hunks.length - 1]
    if (last !== undefined && start <= last[1] + 1) last[1] = end
    else hunks.push([start, end])
  }
  const lines = [`--- a/${path}`, `+++ b/${path}`]
  for (const [start, end] of hunks) {
    const slice = ops.slice(start, end + 1)
    const oldCount = slice.filter((op) => op.kind !== "+").length
    const newCount = slice.filter((op) => op.kind !== "-").length
    lines.push(`@@ -${range(slice[0]!.a, oldCount)} +${range(slice[0]!.b, newCount)} @@`)
    slice.forEach((op) => lines.push(`${op.kind}${op.line}`))
  }
  return `${lines.join("\n")}\n`
}
