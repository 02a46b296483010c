// What a group's members say about it (issue 18): which failed and why, which the plan locks, and the
// theme files the modules still to install need first.
import type { ModuleGroup, ModuleGroupMember, RequiredFile } from "@/shared/api"

const TIER_LABELS = { free: "Free", lite: "Core", pro: "PRO" } as const

export const failedMembers = (group: ModuleGroup): ReadonlyArray<ModuleGroupMember> => (group.members ?? []).filter((member) => member.status === "failed")

/** 'Needs PRO: Stats Counter' (one clause per tier), or null when nothing is locked. */
export const lockedReason = (group: ModuleGroup): string | null => {
  const locked = (group.members ?? []).filter((member) => member.status === "locked")
  if (locked.length === 0) return null
  const tiers = [...new Set(locked.map((member) => member.pad_lock ?? "pro"))]
  return tiers.map((tier) => `Needs ${TIER_LABELS[tier]}: ${locked.filter((member) => (member.pad_lock ?? "pro") === tier).map((member) => member.name).join(", ")}`).join("; ")
}

/** The theme files the members still to install need, each once, with the modules needing it. */
export const neededFiles = (group: ModuleGroup): ReadonlyArray<RequiredFile & { readonly modules: ReadonlyArray<string> }> => {
  const byPath = new Map<string, RequiredFile & { modules: Array<string> }>()
  for (const member of group.members ?? []) {
    if (member.status !== "pending" && member.status !== "failed") continue
    for (const file of member.required_files) {
      const entry = byPath.get(file.path) ?? { ...file, modules: [] }
      entry.modules.push(member.name)
      byPath.set(file.path, entry)
    }
  }
  return [...byPath.values()]
}

export const STATUS_LABELS: Record<ModuleGroupMember["status"], string> = {
  installed: "Installed",
  pending: "Not installed",
  failed: "Failed",
  locked: "Locked"
}
