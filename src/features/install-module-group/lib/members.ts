// What a group's members say about it: which failed and why, which the plan locks, the theme files the
// modules still to install bring with them, and the outcome of an install as the portal holds it now.
import type { ModuleGroup, ModuleGroupMember, RequiredFile } from "@/shared/api"

const TIER_LABELS = { free: "Free", lite: "Core", pro: "PRO" } as const

export const failedMembers = (group: ModuleGroup): ReadonlyArray<ModuleGroupMember> =>
  (group.members ?? []).filter((member) => member.status === "failed")

/** 'Needs PRO: Stats Counter' (one clause per tier), or null when nothing is locked. */
export const lockedReason = (group: ModuleGroup): string | null => {
  const locked = (group.members ?? []).filter((member) => member.status === "locked")
  if (locked.length === 0) return null
  const tiers = [...new Set(locked.map((member) => member.pad_lock ?? "pro"))]
  return tiers
    .map(
      (tier) =>
        `Needs ${TIER_LABELS[tier]}: ${locked
          .filter((member) => (member.pad_lock ?? "pro") === tier)
          .map((member) => member.name)
          .join(", ")}`
    )
    .join("; ")
}

/** The theme files the members still to install need, each once, with the modules needing it. */
const neededFiles = (group: ModuleGroup): ReadonlyArray<RequiredFile & { readonly modules: ReadonlyArray<string> }> => {
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

/** 'css/main.css 2.0.0 (Hero Banner); js/slider.js 1.0.0 (Testimonial Slider)'. */
export const filesSentence = (group: ModuleGroup): string | null => {
  const files = neededFiles(group)
  return files.length === 0 ? null : files.map((file) => `${file.path} ${file.version} (${file.modules.join(", ")})`).join("; ")
}

/** A member's result as the portal holds it: 'Installed at version 2.0.0', 'Failed', 'Not installed', 'Locked'. */
export const resultLabel = (member: ModuleGroupMember): string => {
  switch (member.status) {
    case "installed":
      return member.installed_version === null ? "Installed" : `Installed at version ${member.installed_version}`
    case "failed":
      return member.installed_version === null ? "Failed" : `Failed, still at version ${member.installed_version}`
    case "pending":
      return "Not installed"
    case "locked":
      return "Locked"
  }
}

/** The outcome line of an ended install, counted from the same members the result list shows. */
export const outcomeSentence = (members: ReadonlyArray<ModuleGroupMember>): string => {
  const total = members.length
  const failed = members.filter((member) => member.status === "failed").length
  const installed = members.filter((member) => member.status === "installed").length
  const noun = total === 1 ? "module" : "modules"
  if (failed > 0) return `${failed} of ${total} ${noun} failed. See the reasons below.`
  if (installed === total) return "All modules installed."
  return `${installed} of ${total} ${noun} installed.`
}

/** The group button's accessible name: its visible text and the group it acts on. */
export const groupButtonLabel = (group: Pick<ModuleGroup, "name">, text: "Install Module" | "Installed" | "Retry failed"): string =>
  text === "Installed"
    ? `${group.name} installed`
    : text === "Retry failed"
      ? `Retry failed in ${group.name}`
      : `Install Module ${group.name}`

/** Whether the group or one of its modules matches the search (case-insensitive, as the module search). */
export const groupMatches = (group: ModuleGroup, keyword: string): boolean => {
  const needle = keyword.trim().toLowerCase()
  if (needle === "") return true
  // Guests' groups carry no members: their module keys ('hero-banner') stand in for the names.
  const modules =
    group.members === undefined ? group.module_keys.map((key) => key.replaceAll("-", " ")) : group.members.map((member) => member.name)
  const names = [group.name, ...modules]
  return names.some((name) => name.toLowerCase().includes(needle))
}
