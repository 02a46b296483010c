// Rollback in one action: a rollout of its own over the portals the original succeeded on, each put back where it
// was (revert to the version it held, or remove a module or theme file the rollout added, a module's credit given
// back; a layout's portal, each of its parts still as the rollout left it). No canary and the threshold at every
// portal: undoing should reach every portal it can. A portal whose files were edited in HubSpot since, or that no
// longer holds what the rollout put there, is skipped with the reason.
import { randomUUID } from "node:crypto"

import { Effect, Option } from "effect"

import { Conflict, NotFound } from "#contract/errors.ts"
import type { RolloutAction, RolloutSkip } from "#contract/rollout.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type NewRolloutPortal, type PreviewPortalRow, RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import type { RolloutPartValue } from "../../db/repos/rolloutRows.ts"
import { Transaction } from "../../db/transaction.ts"
import { Realtime } from "../../integrations/realtime/index.ts"
import { Secrets } from "../../lib/app-key.ts"
import { userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { compareVersions } from "../modules/semver.ts"
import { OverwriteGuard } from "../overwrite/OverwriteGuard.ts"
import { publishRolloutProgress } from "./rolloutEvents.ts"
import { crmSkip, refusedByCrm } from "./RolloutPreview.ts"
import { RolloutReads } from "./RolloutReads.ts"
import { RolloutStart } from "./RolloutStart.ts"
import { RolloutSubjects } from "./RolloutSubjects.ts"
import { ALREADY_ROLLED_BACK, NOTHING_TO_ROLL_BACK, rollbackTitle, skip, STILL_RUNNING } from "./rolloutTexts.ts"
import type { Subject } from "./subjectTypes.ts"

export class RolloutRollback extends Effect.Service<RolloutRollback>()("server/domain/RolloutRollback", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const reads = yield* RolloutReads
    const starter = yield* RolloutStart
    const subjects = yield* RolloutSubjects
    const secrets = yield* Secrets
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const publish = publishRolloutProgress(yield* Realtime)

    /** A layout portal's parts the rollback returns: those it still holds at the version the rollout put there. */
    const undoParts = (subject: Subject, portal: PreviewPortalRow, parts: ReadonlyArray<RolloutPartValue>) =>
      Effect.map(subject.partsNow?.(portal, parts) ?? Effect.succeed(parts.map(() => null)), (now) =>
        parts.flatMap((part, index): ReadonlyArray<RolloutPartValue> => {
          const held = now[index] ?? null
          if (held === null || part.to_version === null || compareVersions(held, part.to_version) !== 0) return []
          return [
            {
              ...part,
              action: part.from_version === null ? "remove" : "revert",
              from_version: held,
              to_version: part.from_version,
              credit: false
            }
          ]
        })
      )

    const rollback = (user: User, id: string) =>
      Effect.gen(function* () {
        const { portals, row } = yield* reads.manageable(user, id)
        if (row.rolled_back_by !== null) return yield* new Conflict({ message: ALREADY_ROLLED_BACK })
        if (row.status === "running" || row.status === "paused") return yield* new Conflict({ message: STILL_RUNNING })
        const changed = portals.filter((portal) => portal.status === "succeeded")
        if (changed.length === 0) return yield* new Conflict({ message: NOTHING_TO_ROLL_BACK })
        const subject = yield* subjects
          .ofRollout(
            row.change,
            row.title,
            user,
            changed.flatMap((portal) => portal.parts ?? [])
          )
          .pipe(Effect.catchTag("Unprocessable", () => new NotFound({ message: NOT_FOUND })))
        const targets = yield* repo.previewPortals(changed.map((portal) => portal.portal_id))
        const busy = yield* repo.busyPortals(
          changed.map((portal) => portal.portal_id),
          row.change,
          subject.busy === undefined ? undefined : yield* subject.busy
        )

        const planned = yield* Effect.forEach(
          changed.filter((portal) => targets.some((candidate) => candidate.id === portal.portal_id)),
          (portal) =>
            Effect.gen(function* () {
              const target = targets.find((candidate) => candidate.id === portal.portal_id)!
              // A layout's portal: each part it still holds as the rollout left it goes back; the others are left.
              const parts = portal.parts === null ? null : yield* undoParts(subject, target, portal.parts)
              const action: RolloutAction =
                parts === null
                  ? portal.from_version === null
                    ? "remove"
                    : "revert"
                  : parts.every((part) => part.action === "remove")
                    ? "remove"
                    : "revert"
              const now = parts === null ? (yield* subject.standing(target)).version : null
              const put = portal.to_version ?? ""
              // The first reason that applies, in this order.
              let reason: RolloutSkip | null =
                (target.agency_status === "suspend" ? skip.suspended() : null) ??
                (target.refresh_token_encrypted === null ||
                target.crm_lost ||
                Option.isNone(secrets.decrypt(target.refresh_token_encrypted))
                  ? skip.reconnect()
                  : null) ??
                subject.refusal(user, target) ??
                (parts === null
                  ? now === null || compareVersions(now, put) !== 0
                    ? skip.changed(subject.name, put)
                    : null
                  : parts.length === 0
                    ? skip.layoutChanged()
                    : null) ??
                (busy.has(target.id) ? skip.busy(row.change.kind) : null)
              if (reason === null) {
                reason = yield* Effect.gen(function* () {
                  const token = yield* portalCrm.accessToken(target)
                  const drifted = yield* overwrite.drifted(
                    target,
                    token,
                    yield* subject.writes(target, {
                      from: portal.from_version,
                      to: put,
                      // What the rollout put there, as the check compares it with the folder.
                      parts:
                        parts === null
                          ? null
                          : (portal.parts ?? []).filter((part) => parts.some((kept) => kept.key === part.key && kept.kind === part.kind))
                    })
                  )
                  return drifted.length > 0 ? skip.drifted(drifted.length) : null
                }).pipe(Effect.catchIf(refusedByCrm, (error) => Effect.succeed(crmSkip(error))))
              }
              return { portal, action, reason, now, parts }
            }),
          { concurrency: 4 }
        )
        if (planned.length === 0) return yield* new Conflict({ message: NOTHING_TO_ROLL_BACK })

        const rolloutId = randomUUID()
        const rows = planned.map(({ action, now, parts, portal, reason }, index): NewRolloutPortal => ({
          portal_id: portal.portal_id,
          portal_name: portal.portal_name,
          agency_id: portal.agency_id,
          agency_name: portal.agency_name,
          seq: index + 1,
          // No canary: every portal is undone side by side.
          phase: "rest",
          status: reason === null ? "pending" : "skipped",
          action: reason === null ? action : null,
          from_version: now,
          to_version: portal.from_version,
          reason: reason?.message ?? null,
          skip_reason: reason?.reason ?? null,
          parts: reason === null ? parts : null
        }))
        yield* transaction.run(
          Effect.gen(function* () {
            // Under the original's lock: a second rollback started at the same moment sees the first.
            const locked = yield* repo.lock(id, true)
            if (Option.isNone(locked)) return yield* new NotFound({ message: NOT_FOUND })
            if (locked.value.rolled_back_by !== null) return yield* new Conflict({ message: ALREADY_ROLLED_BACK })
            yield* starter.store(
              user,
              {
                id: rolloutId,
                change: row.change,
                title: rollbackTitle(row.title),
                canary_size: rows.length,
                failure_threshold: rows.length,
                rollback_of: id,
                created_by: user.id
              },
              // A start of the same change on these portals at the same moment took them first: skipped as busy.
              yield* starter.claim(subject, rows)
            )
            yield* activity.record({
              event: "rollout.rolled-back",
              causer: userRef(user.id),
              subject: null,
              properties: { rollout_id: id, title: row.title, rollback_id: rolloutId }
            })
          })
        )
        yield* publish(user.id, { rollout_id: rolloutId, status: "running", event: "started", portal_id: null })
        return yield* reads.read(user, rolloutId)
      })

    return { rollback } as const
  })
}) {}
