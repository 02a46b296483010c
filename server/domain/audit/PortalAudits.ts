// The portal audit (drift): compares, file by file, what the app installed in a portal's CRM folder with what
// the folder holds now, stores the result, and shows one file both ways. Whoever sees the portal reads its
// audits; running one takes the module install's rights (a suspended agency may not), and one audit of a
// portal runs at a time across every API process (a lease row in the database).
import { Effect, Option } from "effect"

import type { AuditFile, AuditFileContents, AuditSummary, PortalAudit } from "#contract/audit.ts"
import { Conflict, Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AuditRepo, type AuditRow } from "../../db/repos/AuditRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalConnectionRepo } from "../../db/repos/PortalConnectionRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"
import { visiblePortalContext } from "../portals/visiblePortalContext.ts"
import { byOwnerThenPath, installedFiles } from "./installedFiles.ts"
import { makePortalFolder } from "./portalFolder.ts"

const AUDIT_RUNNING = "An audit of this portal is already running. Please wait for it to finish."
const notInAudit = (path: string) => `The path ${path} is not in this portal's latest audit.`

const toAudit = (row: AuditRow): PortalAudit => ({
  portal_id: row.portal_id,
  taken_at: row.taken_at,
  taken_by: row.taken_by_id === null ? null : { id: row.taken_by_id, name: row.taken_by_name ?? "" },
  summary: { unchanged: row.unchanged, edited: row.edited, missing: row.missing, added: row.added },
  files: row.files
})

const summarise = (files: ReadonlyArray<AuditFile>): AuditSummary => ({
  unchanged: files.filter((file) => file.state === "unchanged").length,
  edited: files.filter((file) => file.state === "edited").length,
  missing: files.filter((file) => file.state === "missing").length,
  added: files.filter((file) => file.state === "added").length
})

const NOTICE_AUTHOR = "Portal Builder"
const driftTitle = (portalName: string) => `Files edited in HubSpot on ${portalName}`
const driftLine = (drifted: ReadonlyArray<AuditFile>) => {
  const named = drifted.slice(0, 3).map((file) => file.path)
  const more = drifted.length > named.length ? ` and ${drifted.length - named.length} more` : ""
  return `${drifted.length} ${drifted.length === 1 ? "file differs" : "files differ"} from what the app installed: ${named.join(", ")}${more}.`
}

/** Files the audit found edited or missing that the previous audit of the portal did not. */
const newlyDrifted = (before: Option.Option<PortalAudit>, files: ReadonlyArray<AuditFile>) => {
  const known = new Set(
    Option.match(before, {
      onNone: () => [],
      onSome: (audit) => audit.files.filter((file) => file.state === "edited" || file.state === "missing").map((file) => file.path)
    })
  )
  return files.filter((file) => (file.state === "edited" || file.state === "missing") && !known.has(file.path))
}

const historyName = (user: User, summary: AuditSummary) =>
  `Audit by ${user.name}: ${summary.edited} edited, ${summary.missing} missing, ${summary.added} added, ${summary.unchanged} unchanged`

export class PortalAudits extends Effect.Service<PortalAudits>()("server/domain/PortalAudits", {
  effect: Effect.gen(function* () {
    const audits = yield* AuditRepo
    const holdings = yield* ModuleRepo
    const portals = yield* PortalRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction
    const connections = yield* PortalConnectionRepo
    const notices = yield* PersonalNotices

    const visiblePortal = visiblePortalContext(holdings)

    /**
     * The agency's other admins hear of drift the audit found that the previous audit had not (in the caller's
     * transaction): a client's edit in HubSpot is theirs to know of before the next upgrade. Answers who was told.
     */
    const driftNotices = (
      user: User,
      portal: { readonly id: number; readonly agency_id: number | null },
      drifted: ReadonlyArray<AuditFile>
    ) =>
      Effect.gen(function* () {
        if (drifted.length === 0 || portal.agency_id === null) return []
        const recipients = (yield* connections.agencyAdminIds(portal.agency_id)).filter((id) => id !== user.id)
        const name = Option.match(yield* portals.findById(portal.id), { onNone: () => "A portal", onSome: (row) => row.name })
        for (const recipientId of recipients) {
          yield* notices.add({
            recipientId,
            title: driftTitle(name),
            lines: [driftLine(drifted), "Open Module Audit on the portal to see them before the next upgrade overwrites anything."],
            author: NOTICE_AUTHOR,
            link: `/portals-main/${portal.id}`
          })
        }
        return recipients
      })

    const latestRow = (portalId: number) => Effect.map(audits.latest(portalId), Option.map(toAudit))

    const latestAudit = (user: User, portalId: number) =>
      Effect.flatMap(visiblePortal(user, portalId), (portal) => Effect.map(latestRow(portal.id), Option.getOrNull))

    const runAudit = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* visiblePortal(user, portalId)
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const claimed = Effect.flatMap(audits.claim(portal.id), (ok) =>
          ok ? Effect.void : Effect.fail(new Conflict({ message: AUDIT_RUNNING }))
        )
        return yield* Effect.acquireUseRelease(
          claimed,
          () =>
            Effect.gen(function* () {
              const folder = makePortalFolder(crm, yield* portalCrm.accessToken(portal))
              const plan = installedFiles(
                portal.custom_installation,
                yield* audits.installedModules(portal.id),
                yield* audits.installedThemeFiles(portal.id)
              )
              const compared = yield* Effect.forEach(plan.files, ({ content, ...file }) =>
                Effect.map(folder.read(file.path), (now): AuditFile => ({
                  ...file,
                  state: Option.match(now, { onNone: () => "missing", onSome: (text) => (text === content ? "unchanged" : "edited") })
                }))
              )
              const added = yield* Effect.forEach(plan.folders, (module) =>
                Effect.map(folder.added(module), (paths) =>
                  paths.map((inside): AuditFile => ({
                    path: `${module.folder}/${inside}`,
                    kind: "module",
                    owner_key: module.owner_key,
                    owner_name: module.owner_name,
                    installed_version: null,
                    state: "added"
                  }))
                )
              )
              const files = [...compared, ...added.flat()].sort(byOwnerThenPath)
              const summary = summarise(files)
              const told = yield* transaction.run(
                Effect.gen(function* () {
                  const before = yield* latestRow(portal.id)
                  const id = yield* audits.insert({ portalId: portal.id, takenBy: user.id, summary, files })
                  yield* activity.record({
                    event: "portal.audited",
                    causer: userRef(user.id),
                    subject: { id: portal.id, type: SubjectType.Portal },
                    properties: { audit_id: id, ...summary }
                  })
                  yield* history.insert({
                    portalId: portal.id,
                    name: historyName(user, summary),
                    statusLabel: "Audited",
                    payload: { audit_id: id, ...summary },
                    createdBy: user.id
                  })
                  return yield* driftNotices(user, portal, newlyDrifted(before, files))
                })
              )
              yield* Effect.forEach(told, notices.ping, { discard: true })
              return Option.getOrThrow(yield* latestRow(portal.id))
            }),
          () => audits.release(portal.id)
        )
      })

    /** One file of the latest audit: what the app installed (at the audit's version) and what the CRM holds now. */
    const fileContents = (user: User, portalId: number, path: string) =>
      Effect.gen(function* () {
        const portal = yield* visiblePortal(user, portalId)
        const latest = yield* latestRow(portal.id)
        const file = Option.getOrUndefined(latest)?.files.find((entry) => entry.path === path)
        if (file === undefined) return yield* new NotFound({ message: notInAudit(path) })
        const installed = yield* installedContent(file)
        const folder = makePortalFolder(crm, yield* portalCrm.accessToken(portal))
        const now = yield* folder.read(file.path)
        return { path: file.path, installed, portal: Option.getOrNull(now) } satisfies AuditFileContents
      })

    const installedContent = (file: AuditFile) =>
      Effect.gen(function* () {
        if (file.installed_version === null) return null
        if (file.kind === "theme-file") return Option.getOrNull(yield* audits.themeFileContent(file.owner_key, file.installed_version))
        const files = yield* audits.moduleVersionFiles(file.owner_key, file.installed_version)
        return files.find((entry) => file.path.endsWith(`/${file.owner_key}.module/${entry.name}`))?.content ?? null
      })

    return { runAudit, latestAudit, fileContents } as const
  })
}) {}
