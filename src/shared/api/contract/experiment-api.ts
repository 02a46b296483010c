// Page experiments (A/B tests), base /portal/api/v2 (issue 7: the specification names only the routes).
// An experiment tests a CRM site page of a portal (the control) against copies of it or pages made
// from a page template; its state runs draft → running → stopped → completed (a winner declared).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Data, Message, PositiveIntFromString, Timestamp } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

export const ExperimentStatus = Schema.Literal("draft", "running", "stopped", "completed")
export type ExperimentStatus = typeof ExperimentStatus.Type

export const ExperimentGoal = Schema.Literal("form_submissions", "clicks")
export type ExperimentGoal = typeof ExperimentGoal.Type

/** control: the tested page itself; copy: a CRM copy of it; template: a CRM page made from a page template. */
export const VariantSource = Schema.Literal("control", "copy", "template")
export type VariantSource = typeof VariantSource.Type

export const MIN_VARIANTS = 2
export const MAX_VARIANTS = 5

export const ExperimentVariant = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  source: VariantSource,
  template: Schema.NullOr(Schema.String),
  crm_page_id: Schema.String,
  traffic_percent: Schema.Number,
  visitors: Schema.Number,
  conversions: Schema.Number,
  /** conversions / visitors, 0..1 (0 without visitors). */
  conversion_rate: Schema.Number,
  /** 0..1; null for the control itself. */
  probability_to_beat_control: Schema.NullOr(Schema.Number)
})
export type ExperimentVariant = typeof ExperimentVariant.Type

export const Experiment = Schema.Struct({
  id: Schema.Number,
  portal_id: Schema.Number,
  name: Schema.String,
  status: ExperimentStatus,
  goal: ExperimentGoal,
  page: Schema.Struct({ id: Schema.String, name: Schema.String }),
  variants: Schema.Array(ExperimentVariant),
  /** The variant with the best conversion rate so far (null without visitors). */
  leader_variant_id: Schema.NullOr(Schema.Number),
  winner_variant_id: Schema.NullOr(Schema.Number),
  started_at: Schema.NullOr(Timestamp),
  stopped_at: Schema.NullOr(Timestamp),
  created_at: Timestamp
})
export type Experiment = typeof Experiment.Type

/** What the create forms offer: the portal's CRM site pages and the page templates a variant may use. */
export const ExperimentOptions = Schema.Struct({
  pages: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  templates: Schema.Array(Schema.Struct({ key: Schema.String, name: Schema.String }))
})
export type ExperimentOptions = typeof ExperimentOptions.Type

const Percent = Schema.Number.pipe(
  Schema.int({ message: () => "The traffic_percent must be a whole number." }),
  Schema.between(1, 99, { message: () => "The traffic_percent must be between 1 and 99." })
)

export const VariantPayload = Schema.Struct({
  name: Schema.String.pipe(Schema.trimmed({ message: () => "The name may not start or end with spaces." }), Schema.minLength(1, { message: () => "The name field is required." }), Schema.maxLength(80, { message: () => "The name may not be greater than 80 characters." })),
  source: VariantSource,
  template: Schema.optional(Schema.String),
  traffic_percent: Percent
})
export type VariantPayload = typeof VariantPayload.Type

export const ExperimentCreatePayload = Schema.Struct({
  name: Schema.String.pipe(Schema.minLength(1, { message: () => "The name field is required." }), Schema.maxLength(120, { message: () => "The name may not be greater than 120 characters." })),
  page_id: Schema.String.pipe(Schema.minLength(1, { message: () => "The page_id field is required." })),
  goal: ExperimentGoal,
  variants: Schema.Array(VariantPayload)
})
export type ExperimentCreatePayload = typeof ExperimentCreatePayload.Type

export const DeclareWinnerPayload = Schema.Struct({ variant_id: Schema.Number.pipe(Schema.int(), Schema.positive()) })
export type DeclareWinnerPayload = typeof DeclareWinnerPayload.Type

const PortalPath = Schema.Struct({ portal: PositiveIntFromString })
const ExperimentPath = Schema.Struct({ experiment: PositiveIntFromString })

export class ExperimentApi extends HttpApiGroup.make("experiments")
  .add(
    HttpApiEndpoint.get("list", "/portals/:portal/experiments")
      .setPath(PortalPath)
      .addSuccess(Data(Schema.Array(Experiment)))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The portal's experiments, newest first, with their current results.")
  )
  .add(
    HttpApiEndpoint.get("options", "/portals/:portal/experiments/options")
      .setPath(PortalPath)
      .addSuccess(Data(ExperimentOptions))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The portal's CRM site pages and the page templates a variant may be made from.")
  )
  .add(
    HttpApiEndpoint.post("create", "/portals/:portal/experiments")
      .setPath(PortalPath)
      .setPayload(ExperimentCreatePayload)
      .addSuccess(Data(Experiment), { status: 201 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Creates a draft experiment: exactly one control variant, 2 to 5 variants, traffic split summing to 100; copies and template pages are created in the CRM.")
  )
  .add(
    HttpApiEndpoint.get("read", "/experiments/:experiment")
      .setPath(ExperimentPath)
      .addSuccess(Data(Experiment))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("start", "/experiments/:experiment/start")
      .setPath(ExperimentPath)
      .addSuccess(Data(Experiment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Description, "draft → running; results start counting.")
  )
  .add(
    HttpApiEndpoint.post("stop", "/experiments/:experiment/stop")
      .setPath(ExperimentPath)
      .addSuccess(Data(Experiment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Description, "running → stopped; results freeze.")
  )
  .add(
    HttpApiEndpoint.post("declareWinner", "/experiments/:experiment/declare-winner")
      .setPath(ExperimentPath)
      .setPayload(DeclareWinnerPayload)
      .addSuccess(Data(Experiment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "running or stopped → completed with the given variant as the winner.")
  )
  .add(
    HttpApiEndpoint.del("delete", "/experiments/:experiment")
      .setPath(ExperimentPath)
      .addSuccess(Message)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(
        OpenApi.Description,
        "Deletes a draft, stopped or completed experiment (409 while it runs): the pages it made in the CRM (copies and template pages) are archived first, never the control page nor a completed experiment's winning page; a page the CRM no longer has counts as archived."
      )
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Experiments") {}
