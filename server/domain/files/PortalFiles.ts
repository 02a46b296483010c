// A portal's theme files (spec 2 sections 4 and 7, file service): list, add, update, update all,
// revert and diff. Each file is written to `{custom_installation}/{path}` in the portal's CRM design
// manager first; the new version and the activity-log entry are then saved together, so a CRM failure
// leaves the old state intact. Authorization is the module calls' rule: the portal must be visible to
// the caller and its agency not suspended.
import { Effect } from "effect"

import { Conflict, Forbidden, NotFound } from "#contract/errors.ts"
import type { FileActionPayload } from "#contract/file-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import type { CrmAuth } from "../../integrations/crm/index.ts"
import { unifiedDiff } from "../../lib/unifiedDiff.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND, NOTHING_TO_REVERT } from "../messages.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { scopeFor } from "../policy/Policy.ts"
import { type FileFacts, fileState, groupFacts } from "./fileState.ts"

export { NOTHING_TO_REVERT }

export const ALREADY_ADDED = "This file is already added."
export const ADD_FIRST = "Add this file first."
export const FILE_CURRENT = "This file is already at the latest version."

type Kind = "install" | "upgrade" | "revert"
const events: Record<Kind, string> = { install: "file.installed", upgrade: "file.upgraded", revert: "file.reverted" }

export class PortalFiles extends Effect.Service<PortalFiles>()("server/domain/PortalFiles", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const files = yield* FileRepo
    const portalCrm = yield* PortalCrm
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    /** The visible portal, every catalogue file and what the portal holds of them. */
    const load = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        const facts = groupFacts(yield* files.catalogue)
        const held = yield* files.held(portal.id)
        const holdingOf = (file: FileFacts) => held.find((row) => row.theme_file_id === file.id)
        return { portal, facts, holdingOf }
      })

    const list = (user: User, portalId: number) =>
      Effect.map(load(user, portalId), ({ facts, holdingOf }) => facts.map((file) => fileState(file, holdingOf(file))))

    const writeable = (portal: PortalContextRow) =>
      portal.agency_status === "suspend" ? Effect.fail(new Forbidden({ message: AGENCY_SUSPENDED })) : Effect.void

    /** Writes the target version into the CRM, then records it with the activity entry. */
    const apply = (
      user: User,
      portal: PortalContextRow,
      token: CrmAuth,
      file: FileFacts,
      holding: ReturnType<typeof fileState>,
      kept: string | null,
      target: string,
      kind: Kind
    ) =>
      Effect.gen(function* () {
        const version = file.versions.find((entry) => entry.version === target)
        if (version === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const folder = file.parent_path === "" ? portal.custom_installation : `${portal.custom_installation}/${file.parent_path}`
        yield* portalCrm.writeFiles(token, folder, [{ name: file.name, content: version.content }])
        yield* transaction.run(
          Effect.gen(function* () {
            yield* files.recordInstall(portal.id, file.id, target, kept)
            yield* activity.record({
              event: events[kind],
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: { file: file.path, version: target, previous_version: holding.hubspot_version }
            })
          })
        )
      })

    const act = (user: User, payload: FileActionPayload, kind: Kind) =>
      Effect.gen(function* () {
        const { facts, holdingOf, portal } = yield* load(user, payload.portal)
        yield* writeable(portal)
        const file = facts.find((entry) => entry.path === payload.file)
        if (file === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const holding = holdingOf(file)
        const state = fileState(file, holding)
        let target: string
        let kept: string | null
        if (kind === "install") {
          if (state.installed) return yield* new Conflict({ message: ALREADY_ADDED })
          target = state.current_version
          kept = null
        } else if (kind === "upgrade") {
          if (!state.installed) return yield* new Conflict({ message: ADD_FIRST })
          if (!state.upgradeable) return yield* new Conflict({ message: FILE_CURRENT })
          target = state.current_version
          kept = state.hubspot_version
        } else {
          const previous = holding?.previous_version ?? null
          if (!state.revertable || previous === null) return yield* new Conflict({ message: NOTHING_TO_REVERT })
          target = previous
          kept = state.hubspot_version
        }
        const token = yield* portalCrm.accessToken(portal)
        yield* apply(user, portal, token, file, state, kept, target, kind)
        return fileState(file, { theme_file_id: file.id, installed_version: target, previous_version: kept })
      })

    /** Updates every upgradeable file in path order; each saved as soon as the CRM holds it. */
    const upgradeAll = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const { facts, holdingOf, portal } = yield* load(user, portalId)
        yield* writeable(portal)
        const due = facts.filter((file) => fileState(file, holdingOf(file)).upgradeable)
        if (due.length > 0) {
          const token = yield* portalCrm.accessToken(portal)
          yield* Effect.forEach(
            due,
            (file) => {
              const state = fileState(file, holdingOf(file))
              return apply(user, portal, token, file, state, state.hubspot_version, state.current_version, "upgrade")
            },
            { discard: true }
          )
        }
        return yield* list(user, portalId)
      })

    const diff = (user: User, portalId: number, path: string) =>
      Effect.gen(function* () {
        const { facts, holdingOf } = yield* load(user, portalId)
        const file = facts.find((entry) => entry.path === path)
        if (file === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const state = fileState(file, holdingOf(file))
        const contentOf = (version: string) => file.versions.find((entry) => entry.version === version)?.content ?? ""
        return {
          path: file.path,
          installed: state.hubspot_version,
          current: state.current_version,
          diff: unifiedDiff(file.path, contentOf(state.hubspot_version), contentOf(state.current_version))
        }
      })

    return {
      list,
      install: (user: User, payload: FileActionPayload) => act(user, payload, "install"),
      upgrade: (user: User, payload: FileActionPayload) => act(user, payload, "upgrade"),
      revert: (user: User, payload: FileActionPayload) => act(user, payload, "revert"),
      upgradeAll,
      diff
    } as const
  })
}) {}
