// A rollout's theme version step on one portal, run inside its rollout job. The upgrade writes every theme file the
// releases after the portal's version changed (each at its newest) and moves the portal to the latest version; the
// files' holdings, the version and the History entry (which keeps what the portal held of each file before) are
// saved in one transaction after the writes, so a job run again after a kill -9 plans the same writes and a portal
// already moved is done. A rollback's downgrade reads that History entry and puts back what the portal held: the
// older version of each file, a file the upgrade added deleted, and the version. Both go through the overwrite
// check without resolutions: a file edited in HubSpot fails the portal before anything is written.
import { Effect, Option, Schema } from "effect"

import { Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { FileRepo, type PortalFileRow } from "../../db/repos/FileRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { VersionRepo } from "../../db/repos/VersionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { JobFailure } from "../batches/jobFailure.ts"
import { type FileFacts, groupFacts } from "../files/fileState.ts"
import { AGENCY_SUSPENDED, NOT_FOUND } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { compareVersions } from "../modules/semver.ts"
import { OverwriteGuard, pathOf, type PlannedWrite } from "../overwrite/OverwriteGuard.ts"
import { forbidden, mayAdministerAgency } from "../policy/Policy.ts"
import { LATEST_THEME_VERSION } from "../versions/releases.ts"
import { upgradePlan, upgradeWrite } from "../versions/upgradeWrites.ts"
import type { RolloutJobPayload } from "./rolloutTexts.ts"

/** What the upgrade's History entry keeps: the version before and each file it wrote with what the portal held. */
const Before = Schema.Struct({
  from_version: Schema.String,
  files: Schema.Array(Schema.Struct({ path: Schema.String, from: Schema.NullOr(Schema.String) }))
})

const NOTHING_KEPT = "Nothing this rollout recorded on the portal says what it held before."
/** An older file version the catalogue no longer has: the portal cannot be put back as it was. */
const versionGone = (path: string, version: string) =>
  new JobFailure({ message: `${path} ${version} is no longer in the catalogue: it cannot be put back.`, retryable: false })

export class RolloutTheme extends Effect.Service<RolloutTheme>()("server/domain/RolloutTheme", {
  effect: Effect.gen(function* () {
    const files = yield* FileRepo
    const versions = yield* VersionRepo
    const repo = yield* RolloutRepo
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction

    /** The portal with its theme version, once the user may change it (as its own Upgrade button asks). */
    const changeable = (user: User, portal: PortalContextRow) =>
      Effect.gen(function* () {
        const row = yield* versions.portal(portal.id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        if (!mayAdministerAgency(user, row.value.agency_id)) return yield* forbidden()
        if (row.value.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        return row.value
      })

    /** Logs the move and adds it to the portal's History, in the caller's transaction. */
    const record = (user: User, portalId: number, event: string, name: string, label: string, properties: Record<string, unknown>) =>
      Effect.gen(function* () {
        yield* activity.record({ event, causer: userRef(user.id), subject: { id: portalId, type: SubjectType.Portal }, properties })
        yield* history.insert({ portalId, name, statusLabel: label, payload: properties, createdBy: user.id })
      })

    const upgrade = (user: User, portal: PortalContextRow, payload: RolloutJobPayload) =>
      Effect.gen(function* () {
        const row = yield* changeable(user, portal)
        if (compareVersions(row.version, LATEST_THEME_VERSION) >= 0) return "current"
        const plan = upgradePlan(row, groupFacts(yield* files.catalogue), yield* files.held(portal.id))
        const token = yield* portalCrm.accessToken(portal)
        const guarded = yield* overwrite.guard(
          portal,
          token,
          plan.map((step) => step.write),
          undefined
        )
        yield* Effect.forEach(guarded.writes, (write) => portalCrm.writeFiles(token, write.folder, [write]), { discard: true })
        yield* transaction.run(
          Effect.gen(function* () {
            for (const step of plan) {
              if (step.from !== step.to) yield* files.recordInstall(portal.id, step.file.id, step.to, step.from)
            }
            const previous = yield* versions.setVersion(portal.id, LATEST_THEME_VERSION)
            if (Option.isNone(previous)) return
            yield* record(user, portal.id, "portal.upgrade-completed", row.name, `Upgraded to version ${LATEST_THEME_VERSION}`, {
              from_version: previous.value,
              to_version: LATEST_THEME_VERSION,
              rollout_id: payload.rollout_id,
              files: plan.map((step) => ({ path: step.file.path, from: step.from }))
            })
          })
        )
        return "upgraded"
      })

    /** A rollback's portal back on the version it had, with what it held of the files the upgrade wrote. */
    const downgrade = (user: User, portal: PortalContextRow, payload: RolloutJobPayload) =>
      Effect.gen(function* () {
        const row = yield* changeable(user, portal)
        const target = payload.to_version
        if (target === null) return yield* new JobFailure({ message: NOTHING_KEPT, retryable: false })
        if (row.version === target) return "current"
        const original = Option.flatMap(yield* repo.find(payload.rollout_id), (rollout) => Option.fromNullable(rollout.rollback_of))
        const kept = Option.isNone(original) ? Option.none() : yield* repo.historyOf(portal.id, original.value)
        const before = Option.flatMap(kept, Schema.decodeUnknownOption(Before))
        if (Option.isNone(before)) return yield* new JobFailure({ message: NOTHING_KEPT, retryable: false })

        const facts = groupFacts(yield* files.catalogue)
        const held = yield* files.held(portal.id)
        const steps: Array<{ file: FileFacts; holding: PortalFileRow; from: string | null; write: PlannedWrite }> = []
        for (const { from, path } of before.value.files) {
          const file = facts.find((candidate) => candidate.path === path)
          const holding = file === undefined ? undefined : held.find((entry) => entry.theme_file_id === file.id)
          if (file === undefined || holding === undefined || holding.installed_version === from) continue
          // The file as the portal holds it now: what the check compares with, and what a delete takes out.
          const now = file.versions.find((version) => version.version === holding.installed_version)
          const back = from === null ? now : file.versions.find((version) => version.version === from)
          // Never a "reverted" that left a file at the upgrade's version.
          if (back === undefined) return yield* versionGone(path, from ?? holding.installed_version)
          steps.push({ file, holding, from, write: upgradeWrite(portal.custom_installation, file, back) })
        }
        const token = yield* portalCrm.accessToken(portal)
        yield* overwrite.guard(
          portal,
          token,
          steps.map((step) => step.write),
          undefined
        )
        for (const step of steps) {
          if (step.from !== null) yield* portalCrm.writeFiles(token, step.write.folder, [step.write])
          else {
            yield* portalCrm.remove(token, pathOf(step.write))
          }
        }
        yield* transaction.run(
          Effect.gen(function* () {
            for (const step of steps) {
              if (step.from === null) yield* files.removeHolding(portal.id, step.file.id)
              else yield* files.recordInstall(portal.id, step.file.id, step.from, step.holding.installed_version)
            }
            const previous = yield* versions.setVersion(portal.id, target)
            if (Option.isNone(previous)) return
            yield* record(user, portal.id, "portal.version-reverted", row.name, `Reverted to version ${target}`, {
              from_version: previous.value,
              to_version: target,
              rollout_id: payload.rollout_id
            })
          })
        )
        return "reverted"
      })

    return { upgrade, downgrade } as const
  })
}) {}
