// The setup wizard's calls (spec 1 sections 4 and 7): whether an installation folder is free, and
// starting the setup batch into 'sr' or a custom folder. The portal must be visible to the caller, and
// the caller a super admin or an agency admin of the portal's agency. The work itself runs as a durable
// 'portal-setup' batch (SetupJobs), polled through GET /batch/{id}.
import { Effect, Option } from "effect"

import { Conflict, NotFound, Unprocessable } from "#contract/errors.ts"
import { requiredMessage } from "#contract/field-errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { type SetupPortalRow, SetupRepo } from "../../db/repos/SetupRepo.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { groupFacts } from "../files/fileState.ts"
import { NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { requireManagePortal } from "../policy/Policy.ts"
import {
  ALREADY_SET_UP,
  DEFAULT_FOLDER,
  FOLDER_IN_USE,
  PORTAL_SETUP,
  SETUP_REFERENCE,
  type SetupJobPayload,
  STARTER_PAGES
} from "./setupBatch.ts"

export class PortalSetup extends Effect.Service<PortalSetup>()("server/domain/PortalSetup", {
  effect: Effect.gen(function* () {
    const setups = yield* SetupRepo
    const portals = yield* PortalRepo
    const holdings = yield* ModuleRepo
    const files = yield* FileRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm

    /** The portal, visible to the user, who may set it up (super admin or agency admin of its agency). */
    const authorize = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* setups.portal(portalId)
        if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
        yield* requireManagePortal(portals, user, { id: portalId, agency_id: portal.value.agency_id })
        return portal.value
      })

    /** Free when the portal's design manager has no such folder and no other portal of ours on the hub uses it. */
    const isFree = (portal: SetupPortalRow, folder: string) =>
      Effect.gen(function* () {
        if (yield* setups.folderUsedElsewhere(portal.id, portal.hub_id, folder)) return false
        // Our own earlier, unfinished setup into this folder made it exist: a retry may continue there.
        if (!portal.portal_setup_status && (yield* setups.earlierSetupFolder(portal.id, PORTAL_SETUP, folder))) return true
        const context = yield* holdings.portalContext(portal.id)
        if (Option.isNone(context)) return yield* new NotFound({ message: NOT_FOUND })
        const token = yield* portalCrm.accessToken(context.value)
        return yield* crm.metadata(token, "published", folder).pipe(
          Effect.as(false),
          Effect.catchTag("CrmNotFound", () => Effect.succeed(true)),
          Effect.mapError(crmErrorToWire)
        )
      })

    const checkFolder = (user: User, portalId: number, folder: string) =>
      Effect.gen(function* () {
        const portal = yield* authorize(user, portalId)
        return { folder, available: yield* isFree(portal, folder) }
      })

    /** The setup batch's jobs: every theme file of the catalogue, then the starter pages. */
    const jobsFor = (folder: string) =>
      Effect.map(files.catalogue, (rows): Array<SetupJobPayload> => [
        ...groupFacts(rows)
          .filter((file) => file.versions.length > 0)
          .map((file): SetupJobPayload => ({ step: "file", folder, theme_file_id: file.id, path: file.path })),
        ...STARTER_PAGES.map((page): SetupJobPayload => ({ step: "page", folder, template: page.template, name: page.name }))
      ])

    /** Returns the unfinished setup batch of the portal, or starts one into the folder. */
    const start = (user: User, portal: SetupPortalRow, folder: string) =>
      Effect.gen(function* () {
        const [unfinished] = yield* batches.unfinishedFor(portal.id, [SETUP_REFERENCE])
        if (unfinished !== undefined) return unfinished.id
        const id = yield* batches.create(
          { kind: PORTAL_SETUP, portalId: portal.id, reference: SETUP_REFERENCE, createdBy: user.id, options: { folder } },
          yield* jobsFor(folder)
        )
        yield* activity.record({
          event: "portal.setup-started",
          causer: userRef(user.id),
          subject: { id: portal.id, type: SubjectType.Portal },
          properties: { folder, batch_id: id }
        })
        return id
      })

    const notSetUp = (portal: SetupPortalRow) =>
      portal.portal_setup_status ? Effect.fail(new Conflict({ message: ALREADY_SET_UP })) : Effect.void

    /** The wizard names the portal (prefilled with the CRM account's name): a changed name is saved and logged. */
    const nameIt = (user: User, portal: SetupPortalRow, name: string | undefined) =>
      Effect.gen(function* () {
        if (name === undefined) return
        const trimmed = name.trim()
        if (trimmed === "") return yield* Unprocessable.field("name", requiredMessage("name"))
        if (trimmed === portal.name) return
        yield* setups.rename(portal.id, trimmed)
        yield* activity.record({
          event: "portal.updated",
          causer: userRef(user.id),
          subject: { id: portal.id, type: SubjectType.Portal },
          properties: { name: trimmed, previous_name: portal.name, from: "setup-wizard" }
        })
      })

    const setup = (user: User, portalId: number, name?: string) =>
      Effect.gen(function* () {
        const portal = yield* authorize(user, portalId)
        yield* notSetUp(portal)
        yield* nameIt(user, portal, name)
        return yield* start(user, portal, DEFAULT_FOLDER)
      })

    const setupCustom = (user: User, portalId: number, folder: string, name?: string) =>
      Effect.gen(function* () {
        const portal = yield* authorize(user, portalId)
        yield* notSetUp(portal)
        // A setup already under way (e.g. a double click) is answered with its batch.
        const [unfinished] = yield* batches.unfinishedFor(portal.id, [SETUP_REFERENCE])
        if (unfinished !== undefined) return unfinished.id
        if (!(yield* isFree(portal, folder))) return yield* Unprocessable.field("folder", FOLDER_IN_USE)
        // Named once the folder is known to be free: a refused setup changes nothing.
        yield* nameIt(user, portal, name)
        return yield* start(user, portal, folder)
      })

    return { checkFolder, setup, setupCustom } as const
  })
}) {}
