// The change log as the Change Log modal lists it: newest version first.
import type { Module } from "@/shared/api"

export type ChangeLogEntry = Module["change_log"][number]

const parts = (version: string): ReadonlyArray<number> => version.split(".").map((part) => Number.parseInt(part, 10) || 0)

const compareVersions = (a: string, b: string): number => {
  const left = parts(a)
  const right = parts(b)
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

export const newestFirst = (entries: ReadonlyArray<ChangeLogEntry>): ReadonlyArray<ChangeLogEntry> =>
  [...entries].sort((a, b) => compareVersions(b.ver, a.ver))
