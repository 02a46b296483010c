// Page experiments (A/B tests), base /portal/api/v2 (the specification names only the routes).
// An experiment is a HubSpot A/B test of a CRM site page of a portal (the control) and its one
// variation (HubSpot allows one per page), a copy of the page, optionally switched to one of the app's
// page templates; its state runs draft → running → stopped → completed (a winner declared, which ends
// the test in HubSpot). Visitors and conversions are what the app's tracking snippet reports to the
// public collector (ExperimentEventApi).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { JSONSchema, ParseResult, Schema } from "effect"

import { Data, Id, Message, PositiveIntFromString, Text, TextSize, Timestamp } from "./common.ts"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

export const ExperimentStatus = Schema.Literal("draft", "running", "stopped", "completed")
export type ExperimentStatus = typeof ExperimentStatus.Type

export const ExperimentGoal = Schema.Literal("form_submissions", "clicks")
export type ExperimentGoal = typeof ExperimentGoal.Type

/**
 * control: the tested page itself; copy: its HubSpot A/B variation; template: the variation switched to a
 * page template (experiments made before the two-variant limit may hold pages made from a template).
 */
export const VariantSource = Schema.Literal("control", "copy", "template")
export type VariantSource = typeof VariantSource.Type

/** A HubSpot A/B test is the page and one variation of it. */
export const MIN_VARIANTS = 2
export const MAX_VARIANTS = 2
/** HubSpot shows the page and its variation to equal shares of the visitors. */
export const VARIANT_TRAFFIC_PERCENT = 50

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
  name: Text(TextSize.name).pipe(
    Schema.trimmed({ message: () => "The name may not start or end with spaces." }),
    Schema.minLength(1, { message: () => "The name field is required." }),
    Schema.maxLength(80, { message: () => "The name may not be greater than 80 characters." })
  ),
  source: VariantSource,
  template: Schema.optional(Text(TextSize.name)),
  /** Optional: HubSpot splits the visitors evenly, so only 50 is accepted. */
  traffic_percent: Schema.optional(Percent)
})
export type VariantPayload = typeof VariantPayload.Type

export const ExperimentCreatePayload = Schema.Struct({
  name: Text(TextSize.name).pipe(
    Schema.minLength(1, { message: () => "The name field is required." }),
    Schema.maxLength(120, { message: () => "The name may not be greater than 120 characters." })
  ),
  page_id: Text(TextSize.code).pipe(Schema.minLength(1, { message: () => "The page field is required." })),
  goal: ExperimentGoal,
  variants: Schema.Array(VariantPayload).pipe(Schema.maxItems(10, { message: () => "The variants may not have more than 10 items." }))
})
export type ExperimentCreatePayload = typeof ExperimentCreatePayload.Type

export const DeclareWinnerPayload = Schema.Struct({ variant_id: Id })
export type DeclareWinnerPayload = typeof DeclareWinnerPayload.Type

/** What the tracking snippet reports: a view of a page of the site, or a click or form submission on it. */
export const ExperimentEventKind = Schema.Literal("view", "click", "form_submission")
export type ExperimentEventKind = typeof ExperimentEventKind.Type

const PAGE_ID_INVALID = "The page_id must be a HubSpot page id (digits)."
const VISITOR_ID_INVALID = "The visitor_id must be 8 to 64 letters, digits or dashes."

export const ExperimentEvent = Schema.Struct({
  /** The HubSpot account (hsVars.portal_id on a HubSpot page). */
  hub_id: Schema.Number.pipe(
    Schema.int({ message: () => "The hub_id must be a whole number." }),
    Schema.positive({ message: () => "The hub_id must be a HubSpot account id." }),
    Schema.lessThanOrEqualTo(Number.MAX_SAFE_INTEGER, { message: () => "The hub_id must be a HubSpot account id." })
  ),
  /** The page shown (hsVars.page_id): the control or its variation. */
  page_id: Schema.String.pipe(
    Schema.maxLength(20, { message: () => PAGE_ID_INVALID }),
    Schema.pattern(/^\d{1,20}$/, { message: () => PAGE_ID_INVALID })
  ),
  /** The visitor's id, kept by the snippet in the browser's storage. */
  visitor_id: Schema.String.pipe(
    Schema.maxLength(64, { message: () => VISITOR_ID_INVALID }),
    Schema.pattern(/^[A-Za-z0-9-]{8,64}$/, { message: () => VISITOR_ID_INVALID })
  ),
  event: ExperimentEventKind.annotations({ message: () => "The event must be one of view, click or form_submission." })
})
export type ExperimentEvent = typeof ExperimentEvent.Type

const { $schema: _dialect, ...eventJsonSchema } = JSONSchema.make(ExperimentEvent)

/** Beacons arrive as text/plain (no CORS preflight): the text is the event's JSON. The docs show the event. */
const JsonText = Schema.transformOrFail(
  Schema.Unknown.annotations({ identifier: "ExperimentEvent", jsonSchema: eventJsonSchema }),
  Schema.Unknown,
  {
    strict: true,
    decode: (input, _, ast) =>
      typeof input !== "string"
        ? ParseResult.succeed(input)
        : ParseResult.try({
            try: () => JSON.parse(input) as unknown,
            catch: () => new ParseResult.Type(ast, input, "The request body must be a JSON object.")
          }),
    encode: ParseResult.succeed
  }
)

export const ExperimentEventBody = Schema.compose(JsonText, ExperimentEvent, { strict: false })

export const ExperimentEventReceipt = Schema.Struct({
  /** False when nothing was counted: not a page of a running experiment, another goal, or already counted. */
  counted: Schema.Boolean
})

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
      .annotate(
        OpenApi.Description,
        "Creates a draft experiment: the control and one variation (HubSpot allows one per page), made by HubSpot's create-variation and, for a template variant, switched to the template's templatePath; traffic_percent, when sent, must be 50."
      )
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
      .annotate(
        OpenApi.Description,
        "draft → running: the tracking snippet is written to the portal's theme folder and the collector starts counting."
      )
  )
  .add(
    HttpApiEndpoint.post("stop", "/experiments/:experiment/stop")
      .setPath(ExperimentPath)
      .addSuccess(Data(Experiment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(
        OpenApi.Description,
        "running → stopped: the collector stops counting. HubSpot ends a test only with a winner, so its test keeps showing both versions until declare-winner."
      )
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
      .annotate(
        OpenApi.Description,
        "running or stopped → completed with the given variant as the winner; ends the HubSpot test (ab-test/end with the winner's page)."
      )
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

/**
 * The public collector of the tracking snippet (no bearer: it is called from the portal's website).
 * Limited per client address; a visitor counts once per variant as a view and once as a conversion.
 */
export class ExperimentEventApi extends HttpApiGroup.make("experimentEvents")
  .add(
    HttpApiEndpoint.post("collect", "/experiments/events")
      .setPayload(ExperimentEventBody)
      .addSuccess(Data(ExperimentEventReceipt), { status: 202 })
      .addError(BadRequest)
      .addError(Unprocessable)
      .addError(TooManyRequests)
      .annotate(
        OpenApi.Description,
        "Records a view, click or form submission reported by the tracking snippet (JSON, or the same JSON as text/plain from navigator.sendBeacon). Counted only for a page of a running experiment of that HubSpot account, and for a conversion only when it is the experiment's goal (click for clicks, form_submission for form_submissions); a conversion also counts the visitor's view. One view and one conversion per visitor and variant. Bad input is refused with 422 naming the field and never counted; more than 60 events a minute from one client address answer 429 with Retry-After."
      )
  )
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Experiment events") {}
