// The preview of a rollout: per chosen portal what the change (a module, a theme file, the theme version or a layout;
// see RolloutSubjects) would do there (install or upgrade, from and to which version or a layout's parts, a credit per
// module its plan does not give), or why it is skipped, in this order: suspended agency, reconnect (what the database
// knows of the grant: no CRM call), not the user's to change (a theme upgrade needs an agency admin; a layout of another
// agency; a theme too old for what the layout adds), locked, current, busy,
// credits (counted per agency in the order given), drifted (the overwrite check the write would run, through the
// paced CRM client). Create runs it again on the server: the client's preview is never trusted.
import { Effect, Option } from "effect"

import { StatusCode, Unprocessable } from "#contract/errors.ts"
import type { RolloutChange, RolloutCredits, RolloutPreview, RolloutPreviewPortal, RolloutSkip } from "#contract/rollout.ts"
import { ROLLOUT_DUPLICATE_PORTAL, ROLLOUT_UNKNOWN_PORTAL } from "#contract/rollout.ts"
import type { User } from "#contract/user.ts"

import { type PreviewPortalRow, RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { Secrets } from "../../lib/app-key.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { OverwriteGuard } from "../overwrite/OverwriteGuard.ts"
import { isAdmin, scopeFor } from "../policy/Policy.ts"
import { RolloutSubjects } from "./RolloutSubjects.ts"
import { skip } from "./rolloutTexts.ts"
import type { Step, Subject } from "./subjectTypes.ts"

/** Portals whose CRM folder is read at once (each paced per HubSpot account). */
const DRIFT_CONCURRENCY = 4

/** A preview's portal with what the rollout stores of it. */
interface PlannedPortal extends RolloutPreviewPortal {
  readonly portal: PreviewPortalRow
}

interface RolloutPlan {
  readonly subject: Subject
  readonly title: string
  readonly portals: ReadonlyArray<PlannedPortal>
  readonly credits: ReadonlyArray<RolloutCredits>
}

/** A field refusal whose message names the field, as the SPA shows it beside that field. */
const refuse = (field: string, message: string) => Unprocessable.field(field, `${field}: ${message}`)

/** The CRM refused the portal's grant (40001) or its scopes (40010): the portal is skipped, the preview goes on. */
export const refusedByCrm = (error: { readonly status_code?: number | undefined }) =>
  error.status_code === StatusCode.CrmReconnect || error.status_code === StatusCode.CrmPermissions

export const crmSkip = (error: { readonly status_code?: number | undefined }): RolloutSkip =>
  error.status_code === StatusCode.CrmReconnect ? skip.reconnect() : skip.hubdb()

export class RolloutPreviews extends Effect.Service<RolloutPreviews>()("server/domain/RolloutPreviews", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const subjects = yield* RolloutSubjects
    const secrets = yield* Secrets
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard

    /** Each id visible to the caller, each once; then the change's subject. 422 naming the first field at fault. */
    const validate = (user: User, change: RolloutChange, portalIds: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const visible = yield* repo.visiblePortals(portalIds, scopeFor(user))
        const unseen = portalIds.findIndex((id) => !visible.has(id))
        if (unseen >= 0) return yield* refuse(`portal_ids.${unseen}`, ROLLOUT_UNKNOWN_PORTAL)
        const twice = portalIds.findIndex((id, index) => portalIds.indexOf(id) !== index)
        if (twice >= 0) return yield* refuse(`portal_ids.${twice}`, ROLLOUT_DUPLICATE_PORTAL)
        return yield* subjects.resolve(change, user)
      })

    /** Whether the caller may spend the portal's agency's credits on it (its members and the super admin). */
    const mayBuy = (user: User, portal: PreviewPortalRow) =>
      portal.agency_id !== null && (isAdmin(user) || user.agencies.some((agency) => agency.id === portal.agency_id))

    const reconnectNeeded = (portal: PreviewPortalRow) =>
      portal.refresh_token_encrypted === null || portal.crm_lost || Option.isNone(secrets.decrypt(portal.refresh_token_encrypted))

    /** The files the write would overwrite that the portal holds edited: how many. */
    const driftedFiles = (portal: PreviewPortalRow, subject: Subject, step: Step) =>
      Effect.gen(function* () {
        const writes = yield* subject.writes(portal, step)
        if (writes.length === 0) return 0
        const token = yield* portalCrm.accessToken(portal)
        return (yield* overwrite.drifted(portal, token, writes)).length
      }).pipe(
        Effect.map((files) => ({ files, refused: null })),
        Effect.catchIf(refusedByCrm, (error) => Effect.succeed({ files: 0, refused: crmSkip(error) }))
      )

    const plan = (user: User, change: RolloutChange, portalIds: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const subject = yield* validate(user, change, portalIds)
        const rows = yield* repo.previewPortals(portalIds)
        const byId = new Map(rows.map((row) => [row.id, row]))
        const busy = yield* repo.busyPortals(portalIds, subject.change, subject.busy === undefined ? undefined : yield* subject.busy)
        const ordered = portalIds.map((id) => byId.get(id)!)

        // What each portal would get, or the first reason (before credits and drift) it is skipped.
        const first = yield* Effect.forEach(ordered, (portal) =>
          Effect.gen(function* () {
            const standing = yield* subject.standing(portal)
            const base = {
              portal,
              credits: standing.credits,
              action: standing.installed ? ("upgrade" as const) : ("install" as const),
              from: standing.version,
              to: standing.latest,
              parts: standing.parts
            }
            // The first reason that applies, in this order.
            const reason: RolloutSkip | null =
              (portal.agency_status === "suspend" ? skip.suspended() : null) ??
              (reconnectNeeded(portal) ? skip.reconnect() : null) ??
              (standing.missingHubdb ? skip.hubdb() : null) ??
              subject.refusal(user, portal) ??
              standing.refusal ??
              (standing.lock !== null && !mayBuy(user, portal) ? skip.locked(standing.lock) : null) ??
              (standing.installed && !standing.upgradeable
                ? standing.parts === null
                  ? skip.current(subject.name, standing.version ?? "")
                  : skip.holdsLayout()
                : null) ??
              (busy.has(portal.id) ? skip.busy(subject.change.kind) : null)
            return { ...base, skip: reason }
          })
        )

        // The overwrite check for every portal still in, side by side (the CRM client paces each account).
        const drift = new Map(
          yield* Effect.forEach(
            first.filter((entry) => entry.skip === null),
            (entry) =>
              Effect.map(
                driftedFiles(entry.portal, subject, { from: entry.from, to: entry.to, parts: entry.parts }),
                (found) => [entry.portal.id, found] as const
              ),
            { concurrency: DRIFT_CONCURRENCY }
          )
        )

        // Credits per agency in the order given: a drifted portal spends none.
        const spent = new Map<number, number>()
        const portals = first.map((entry): PlannedPortal => {
          const credit = entry.credits
          const found = drift.get(entry.portal.id)
          let reason = entry.skip ?? found?.refused ?? null
          if (reason === null && credit > 0) {
            const agencyId = entry.portal.agency_id!
            const available = entry.portal.credit_limit ?? 0
            if ((spent.get(agencyId) ?? 0) + credit > available) reason = skip.credits(available)
          }
          if (reason === null && (found?.files ?? 0) > 0) reason = skip.drifted(found!.files)
          if (reason === null && credit > 0) spent.set(entry.portal.agency_id!, (spent.get(entry.portal.agency_id!) ?? 0) + credit)
          return {
            portal: entry.portal,
            portal_id: entry.portal.id,
            portal_name: entry.portal.name,
            agency_id: entry.portal.agency_id,
            agency_name: entry.portal.agency_name,
            action: reason === null ? entry.action : null,
            from_version: entry.from,
            to_version: entry.to,
            credits: reason === null ? credit : 0,
            skip: reason,
            ...(entry.parts === null || reason !== null ? {} : { parts: entry.parts })
          }
        })

        const agencies = new Map<number, RolloutCredits>()
        for (const entry of first) {
          if (entry.credits === 0 || entry.portal.agency_id === null || agencies.has(entry.portal.agency_id)) continue
          agencies.set(entry.portal.agency_id, {
            agency_id: entry.portal.agency_id,
            agency_name: entry.portal.agency_name ?? "",
            needed: spent.get(entry.portal.agency_id) ?? 0,
            available: entry.portal.credit_limit ?? 0
          })
        }
        return { subject, title: subject.title, portals, credits: [...agencies.values()] } satisfies RolloutPlan
      })

    const preview = (user: User, change: RolloutChange, portalIds: ReadonlyArray<number>) =>
      Effect.map(plan(user, change, portalIds), ({ credits, portals, title }): RolloutPreview => ({
        change,
        title,
        portals: portals.map(({ portal: _portal, ...rest }) => rest),
        credits
      }))

    return { plan, preview } as const
  })
}) {}
