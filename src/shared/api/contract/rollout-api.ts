// Rollouts, base /portal/api/v2: one change taken to many portals (rollout.ts).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, PagedList, PositiveIntFromString } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Rollout, RolloutCreatePayload, RolloutPreview, RolloutPreviewPayload, RolloutStatus, RolloutSummary } from "./rollout.ts"
import { Authentication } from "./security.ts"

const RolloutPath = Schema.Struct({ id: Schema.UUID })

export const RolloutListParams = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  status: Schema.optional(RolloutStatus)
})
export type RolloutListParams = typeof RolloutListParams.Type

const stateChange = <const Name extends "pause" | "resume" | "cancel" | "rollback">(name: Name, path: `/${string}`, description: string) =>
  HttpApiEndpoint.post(name, path)
    .setPath(RolloutPath)
    .addSuccess(Data(Rollout))
    .addError(Forbidden)
    .addError(NotFound)
    .addError(Conflict)
    .annotate(OpenApi.Description, description)

export class RolloutApi extends HttpApiGroup.make("rollout")
  .add(
    HttpApiEndpoint.post("preview", "/rollouts/preview")
      .setPayload(RolloutPreviewPayload)
      .addSuccess(Data(RolloutPreview))
      .addError(Forbidden)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "Per chosen portal: what the change (a module, kind module; or a theme file, kind theme_file) would do (install or " +
          "upgrade, from and to which version), the credits it " +
          "would spend, or why it would be skipped (locked, drifted, suspended, credits, reconnect, current, busy); and " +
          "per agency the credits needed against those it has. Reads each portal's CRM folder for drift through the paced " +
          "client; writes nothing. Same rights as installing modules in each portal; a portal the caller cannot see " +
          "is a 422 naming portal_ids.N."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/rollouts")
      .setPayload(RolloutCreatePayload)
      .addSuccess(Data(Rollout), { status: 201 })
      .addError(Forbidden)
      .addError(Conflict)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "Starts the rollout: each portal the preview would not skip becomes one batch; the first canary_size portals run " +
          "first and the others only once every canary portal succeeded; failure_threshold failed portals pause it. " +
          "Credits are spent per portal when its install succeeds. 422 when every portal would be skipped."
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/rollouts")
      .setUrlParams(RolloutListParams)
      .addSuccess(PagedList(RolloutSummary))
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "The rollouts that touch portals the caller can see, newest first (the super admin: all).")
  )
  .add(
    HttpApiEndpoint.get("read", "/rollouts/:id")
      .setPath(RolloutPath)
      .addSuccess(Data(Rollout))
      .addError(NotFound)
      .annotate(OpenApi.Description, "The rollout with each portal's state and its batch's per-item results.")
  )
  .add(stateChange("pause", "/rollouts/:id/pause", "Stops starting portals; those running finish. 409 unless running."))
  .add(
    stateChange("resume", "/rollouts/:id/resume", "Starts portals again (also after the failure threshold paused it). 409 unless paused.")
  )
  .add(
    stateChange(
      "cancel",
      "/rollouts/:id/cancel",
      "Stops for good: portals not started are cancelled, those running finish. 409 when it has already ended."
    )
  )
  .add(
    stateChange(
      "rollback",
      "/rollouts/:id/rollback",
      "Starts a rollout of its own that returns every portal this rollout changed to the version it held before (revert, or " +
        "remove a module or theme file it added). 409 while the rollout still runs, or when it was already rolled back."
    )
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Rollouts") {}
