// The key factories' one shape per entity: a record's parts start with `[entity, id]`, lists with
// `[entity, "list"]`, so invalidating a record or the lists reaches exactly what is under it.
import { matchQuery, type QueryKey } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"

import { agencyKeys } from "@/entities/agency"
import { batchKeys } from "@/entities/batch"
import { experimentKeys } from "@/entities/experiment"
import { fileKeys } from "@/entities/file"
import { historyKeys } from "@/entities/history"
import { layoutKeys } from "@/entities/layout"
import { moduleGroupKeys, moduleKeys, upgradeKeys } from "@/entities/module"
import { pageTemplateKeys } from "@/entities/page-template"
import { billingKeys, creditKeys, paymentKeys, planKeys } from "@/entities/payment"
import { portalKeys } from "@/entities/portal"
import { taskKeys } from "@/entities/task"
import { userKeys } from "@/entities/user"
import { onboardingKeys, pageViewKeys } from "@/shared/api"
import { notificationKeys } from "@/widgets/notifications-panel"

/** Whether invalidating `filter` reaches a query of `key` (TanStack Query's own prefix match). */
const reaches = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: JSON.stringify(key) } as never)

describe("query key factories", () => {
  it("a portal's parts share its [portals, id] prefix; lists share [portals, list]", () => {
    expect(portalKeys.crmConnection(7)).toEqual(["portals", 7, "crm-connection"])
    for (const part of [
      portalKeys.detail(7, "member"),
      portalKeys.detail(7, "admin"),
      portalKeys.adminEdit(7),
      portalKeys.crmConnection(7),
      portalKeys.deletion(7),
      portalKeys.domains(7)
    ]) {
      expect(part.slice(0, 2)).toEqual(portalKeys.record(7))
      expect(reaches(portalKeys.record(7), part)).toBe(true)
      expect(reaches(portalKeys.record(8), part)).toBe(false)
      expect(reaches(portalKeys.lists(), part)).toBe(false)
    }
    for (const list of [
      portalKeys.page("member", 1, 12),
      portalKeys.switcher("admin"),
      portalKeys.ofAgency(3, true),
      portalKeys.ofAgency(3, false)
    ]) {
      expect(reaches(portalKeys.lists(), list)).toBe(true)
      expect(reaches(portalKeys.record(7), list)).toBe(false)
    }
  })

  it("a portal's modules, upgrades, batches and files are reached by that portal's key only", () => {
    const params = { portal: 5, limit: 1000, type: "modules" as const }
    expect(reaches(moduleKeys.ofPortal(5), moduleKeys.list(5, "member", params))).toBe(true)
    expect(reaches(moduleKeys.ofPortal(6), moduleKeys.list(5, "member", params))).toBe(false)
    expect(reaches(moduleKeys.record("hero"), moduleKeys.diff("hero", 5))).toBe(true)
    for (const part of [upgradeKeys.summary(5), upgradeKeys.overview(5), upgradeKeys.versionCheck(5, "2.0")]) {
      expect(reaches(upgradeKeys.ofPortal(5), part)).toBe(true)
      expect(reaches(upgradeKeys.ofPortal(6), part)).toBe(false)
    }
    expect(reaches(batchKeys.lists(), batchKeys.ofPortal(5))).toBe(true)
    expect(reaches(fileKeys.lists(), fileKeys.ofPortal(5))).toBe(true)
    expect(reaches(fileKeys.lists(), fileKeys.diff("theme.css", 5))).toBe(false)
    expect(reaches(moduleGroupKeys.ofPortal(5), moduleGroupKeys.list(5, "member"))).toBe(true)
  })

  it("every entity's keys start with the entity, records as [entity, id, …] and lists as [entity, list, …]", () => {
    const records: ReadonlyArray<[QueryKey, QueryKey]> = [
      [agencyKeys.record(3), agencyKeys.detail(3)],
      [agencyKeys.record(3), agencyKeys.billingCounts(3)],
      [agencyKeys.record(3), agencyKeys.logo(3)],
      [agencyKeys.record(3), agencyKeys.deletion(3)],
      [billingKeys.ofAgency(3), billingKeys.cards(3)],
      [billingKeys.history(3), billingKeys.historyPage(3, 2)],
      [userKeys.record(4), userKeys.record(4)],
      [taskKeys.record(9), taskKeys.mine(9)],
      [taskKeys.record(9), taskKeys.support(9)],
      [experimentKeys.record(2), experimentKeys.record(2)],
      [layoutKeys.record(6), layoutKeys.applyCheck(6, 5)],
      [paymentKeys.record(8), paymentKeys.record(8)],
      [planKeys.record(1), planKeys.record(1)],
      [creditKeys.record(1), creditKeys.record(1)]
    ]
    for (const [record, part] of records) {
      expect(typeof record[1]).toBe("number")
      expect(reaches(record, part)).toBe(true)
    }
    const lists: ReadonlyArray<[QueryKey, QueryKey]> = [
      [agencyKeys.lists(), agencyKeys.search(10, "acme")],
      [billingKeys.lists(), billingKeys.standings([1, 2])],
      [userKeys.lists(), userKeys.invitations(null)],
      [taskKeys.lists(), taskKeys.facets()],
      [experimentKeys.lists(), experimentKeys.options(5)],
      [layoutKeys.lists(), layoutKeys.list({ portal: 5 })],
      [historyKeys.lists(), historyKeys.list(5, { portal: 5 })],
      [pageTemplateKeys.lists(), pageTemplateKeys.list(5, "member", {})],
      [planKeys.lists(), planKeys.page(1, 10)],
      [planKeys.lists(), planKeys.upgrade()],
      [creditKeys.lists(), creditKeys.packs()],
      [notificationKeys.lists(), notificationKeys.panel()],
      [notificationKeys.lists(), notificationKeys.unread(4)],
      [onboardingKeys.all, onboardingKeys.guides()],
      [pageViewKeys.all, pageViewKeys.report("30")]
    ]
    for (const [filter, key] of lists) {
      expect(key[1]).toBe("list")
      expect(reaches(filter, key)).toBe(true)
    }
  })
})
