// A portal's theme version (spec 1 section 7): the check against the latest release, the theme files an
// upgrade rewrites, and starting the upgrade. Reads need the portal to be visible to the caller; the
// upgrade also needs a super admin or an agency admin of the portal's agency, and an active agency.
// The work runs as a durable 'version-upgrade' batch (VersionJobs), polled through GET /batch/{id}. Theme files
// the portal holds edited are reviewed before the batch starts, over every file its jobs would write: without the
// user's choice for each, nothing starts (409 40901); the choices travel in the jobs' payloads.
import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound } from "#contract/errors.ts"
import type { FileResolution } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"
import type { UpgradeFile, VersionCheck } from "#contract/version-api.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { type VersionPortalRow, VersionRepo } from "../../db/repos/VersionRepo.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { groupFacts } from "../files/fileState.ts"
import { NOT_FOUND } from "../messages.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { compareVersions } from "../modules/semver.ts"
import { choicesRecord, OverwriteGuard } from "../overwrite/OverwriteGuard.ts"
import { forbidden, mayAdministerAgency, requireViewPortal } from "../policy/Policy.ts"
import {
  ALREADY_CURRENT,
  LATEST_THEME_VERSION,
  releasesAfter,
  UPGRADE_REFERENCE,
  VERSION_UPGRADE,
  type VersionJobPayload
} from "./releases.ts"
import { resolutionsFor, upgradePlan } from "./upgradeWrites.ts"

export class PortalVersions extends Effect.Service<PortalVersions>()("server/domain/PortalVersions", {
  effect: Effect.gen(function* () {
    const versions = yield* VersionRepo
    const portals = yield* PortalRepo
    const files = yield* FileRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const holdings = yield* ModuleRepo
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard

    /** The portal, visible to the user. */
    const visible = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* versions.portal(portalId)
        if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
        yield* requireViewPortal(portals, user, portalId)
        return portal.value
      })

    const check = (user: User, portalId: number) =>
      Effect.map(visible(user, portalId), (portal): VersionCheck => ({
        current_version: portal.version,
        latest_version: LATEST_THEME_VERSION,
        upgrade_available: compareVersions(portal.version, LATEST_THEME_VERSION) < 0,
        releases: releasesAfter(portal.version).map(({ message, version }) => ({ version, message }))
      }))

    /** The changed theme files, each at the newest version of the catalogue, with what the portal holds. */
    const plan = (portal: VersionPortalRow) =>
      Effect.gen(function* () {
        return upgradePlan(portal, groupFacts(yield* files.catalogue), yield* files.held(portal.id))
      })

    const upgradeFiles = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* visible(user, portalId)
        // A file the portal already holds at the version the upgrade writes does not change: not listed.
        return (yield* plan(portal))
          .filter(({ from, to }) => from === null || compareVersions(from, to) < 0)
          .map(({ file, from, to }): UpgradeFile => ({ path: file.path, name: file.name, from_version: from, to_version: to }))
      })

    /** The portal, once the caller may upgrade it: an admin of its agency (or a super admin), the agency active. */
    const upgradeable = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* visible(user, portalId)
        if (!mayAdministerAgency(user, portal.agency_id)) return yield* forbidden()
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        return portal
      })

    /** The portal's CRM access, to read and write its folder (it was found just before; gone since: 404). */
    const crmAccess = (portalId: number) =>
      Effect.flatMap(holdings.portalContext(portalId), (row) =>
        Option.isNone(row) ? Effect.fail(new NotFound({ message: NOT_FOUND })) : Effect.succeed(row.value)
      )

    /**
     * Every write the upgrade's jobs would make (the overwrite check's plan), after the upgrade's own checks: none
     * while an upgrade is under way (starting again answers with its batch), 409 when the portal is current.
     */
    const plannedWrites = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* upgradeable(user, portalId)
        if ((yield* batches.unfinishedFor(portal.id, [UPGRADE_REFERENCE])).length > 0) return []
        if (compareVersions(portal.version, LATEST_THEME_VERSION) >= 0) return yield* new Conflict({ message: ALREADY_CURRENT })
        return (yield* plan(portal)).map(({ write }) => write)
      })

    const upgrade = (user: User, portalId: number, resolutions?: ReadonlyArray<FileResolution>) =>
      Effect.gen(function* () {
        const portal = yield* upgradeable(user, portalId)
        // An upgrade already under way (e.g. a double click) is answered with its batch.
        const [unfinished] = yield* batches.unfinishedFor(portal.id, [UPGRADE_REFERENCE])
        if (unfinished !== undefined) return unfinished.id
        if (compareVersions(portal.version, LATEST_THEME_VERSION) >= 0) return yield* new Conflict({ message: ALREADY_CURRENT })
        const planned = yield* plan(portal)
        // Nothing starts while a file the jobs would write is edited in the portal and has no choice (409 40901).
        const writes = planned.map(({ write }) => write)
        const context = yield* crmAccess(portal.id)
        const reviewed =
          writes.length > 0 || (resolutions ?? []).length > 0
            ? (yield* overwrite.guard(context, yield* portalCrm.accessToken(context), writes, resolutions)).choices
            : []
        const jobs = planned.map(({ file, to, write }): VersionJobPayload => ({
          theme_file_id: file.id,
          path: file.path,
          to_version: to,
          ...resolutionsFor(write, resolutions)
        }))
        const id = yield* batches.create(
          {
            kind: VERSION_UPGRADE,
            portalId: portal.id,
            reference: UPGRADE_REFERENCE,
            createdBy: user.id,
            // The choices, for the History entry the last job writes.
            options: { from_version: portal.version, to_version: LATEST_THEME_VERSION, ...choicesRecord(reviewed) }
          },
          jobs
        )
        yield* activity.record({
          event: "portal.upgrade-started",
          causer: userRef(user.id),
          subject: { id: portal.id, type: SubjectType.Portal },
          properties: { from_version: portal.version, to_version: LATEST_THEME_VERSION, batch_id: id, ...choicesRecord(reviewed) }
        })
        return id
      })

    return { check, upgradeFiles, plannedWrites, upgrade } as const
  })
}) {}
