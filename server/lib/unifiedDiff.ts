// A unified diff (the `diff -u` text format) of two texts, line by line, computed by jsdiff (Myers'
// algorithm, linear in the size of the texts plus the edit). A missing final newline is not a change
// here: both texts are compared as lines, so no "\ No newline at end of file" marker is printed.
import { structuredPatch } from "diff"

/** The text as whole lines, each ending in "\n" ("" for an empty text). */
const asLines = (text: string): string => (text === "" ? "" : `${text.replace(/\n$/, "")}\n`)

/** diff -u's range: an empty range names the line before it ("0,0" at the top of a file). */
const range = (start: number, count: number) => `${count === 0 ? start - 1 : start}${count === 1 ? "" : `,${count}`}`

/** `--- a/path`, `+++ b/path` and @@ hunks with `context` lines around changes; "" when equal. */
export const unifiedDiff = (path: string, before: string, after: string, context = 3): string => {
  const { hunks } = structuredPatch(path, path, asLines(before), asLines(after), undefined, undefined, { context })
  if (hunks.length === 0) return ""
  const lines = [`--- a/${path}`, `+++ b/${path}`]
  for (const hunk of hunks) {
    lines.push(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`, ...hunk.lines)
  }
  return `${lines.join("\n")}\n`
}
