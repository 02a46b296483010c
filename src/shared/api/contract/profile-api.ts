// Onboarding of signed-in users, base /auth/api/v2 (spec 1 sections 2 and 7): the guides, the welcome
// questionnaire and the answer to the review request. Group "profiles" (bearer token, any role, own data):
//   GET  /users/user-guides   the published guides (what the welcome and video modals list)
//   GET  /users/onboarding    which one-time modal is due: welcome (agency admins of self-registered
//                             agencies who have not answered or skipped it) or ask_review (never both)
//   POST /users/profiles      the welcome questionnaire, or { skip: true }; either marks the welcome done
//   POST /users/ask-review    the answer to the review request: rated (1..5 + comment), later or never
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { ParseResult, Schema, SchemaAST } from "effect"

import { Data, Message, Text, TextSize } from "./common.ts"
import { Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

/** A guide: a page of the app's documentation (DOCS_URL / SUPPORT_URL), optionally with a video. */
export const Guide = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** Where the guide is read; null when the documentation address is not configured. */
  url: Schema.NullOr(Schema.String),
  /** A short text shown when there is no video (and under it when there is). */
  summary: Schema.String,
  /** What to do, step by step, in the app's own words (the guide modal lists them). */
  steps: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  /** A video file or player address; the video modal embeds it only when set. */
  video_url: Schema.NullOr(Schema.String),
  /** Length of the video, or the reading time, in seconds. */
  duration: Schema.NullOr(Schema.Number)
})
export type Guide = typeof Guide.Type

export const Onboarding = Schema.Struct({
  /** Show the welcome modal (answered or skipped → false for good). */
  welcome: Schema.Boolean,
  /** Show the ask-review modal; never true while welcome is. */
  ask_review: Schema.Boolean
})
export type Onboarding = typeof Onboarding.Type

export const JobRole = Schema.Literal("owner", "developer", "designer", "marketer", "project-manager", "other")
export type JobRole = typeof JobRole.Type
export const TeamSize = Schema.Literal("1", "2-5", "6-20", "21+")
export type TeamSize = typeof TeamSize.Type
export const HeardFrom = Schema.Literal("search", "hubspot-marketplace", "referral", "social", "event", "other")
export type HeardFrom = typeof HeardFrom.Type
export const Goal = Schema.Literal("client-portals", "landing-pages", "blogs", "themes", "other")
export type Goal = typeof Goal.Type

/** The questions the welcome questionnaire requires unless it is skipped. */
const REQUIRED_ANSWERS = [
  ["job_role", JobRole],
  ["team_size", TeamSize],
  ["heard_from", HeardFrom]
] as const

/**
 * The welcome questionnaire. With skip true nothing else is read; otherwise job_role, team_size and
 * heard_from are required (422 naming the field), goals is optional (each at most once).
 */
export const ProfilePayload = Schema.Struct({
  skip: Schema.optional(Schema.Boolean),
  job_role: Schema.optional(JobRole),
  team_size: Schema.optional(TeamSize),
  heard_from: Schema.optional(HeardFrom),
  goals: Schema.optional(Schema.Array(Goal).pipe(Schema.maxItems(5, { message: () => "The goals may not have more than 5 items." })))
}).pipe(
  // An unanswered question is a missing field, as if its key were required: "The job role field is
  // required.", the same words from the welcome form and from the server.
  Schema.filter((payload) =>
    payload.skip === true
      ? true
      : REQUIRED_ANSWERS.filter(([field]) => payload[field] === undefined).map(
          ([field, schema]) => new ParseResult.Pointer(field, payload, new ParseResult.Missing(new SchemaAST.Type(schema.ast)))
        )
  )
)
export type ProfilePayload = typeof ProfilePayload.Type

export const ReviewAnswer = Schema.Literal("rated", "later", "never")
export type ReviewAnswer = typeof ReviewAnswer.Type

export const REVIEW_COMMENT_MAX = 1000

/** rated needs a rating 1..5 (422 'The rating field is required.' otherwise); later asks again after REVIEW_REMIND_DAYS. */
export const ReviewPayload = Schema.Struct({
  answer: ReviewAnswer,
  rating: Schema.optional(
    Schema.Number.pipe(
      Schema.int({ message: () => "The rating must be between 1 and 5." }),
      Schema.between(1, 5, { message: () => "The rating must be between 1 and 5." })
    )
  ),
  comment: Schema.optional(
    Schema.NullOr(
      Text(TextSize.long).pipe(
        Schema.maxLength(REVIEW_COMMENT_MAX, { message: () => `The comment may not be greater than ${REVIEW_COMMENT_MAX} characters.` })
      )
    )
  )
})
export type ReviewPayload = typeof ReviewPayload.Type

/** 'Maybe later' asks again after this many days. */
export const REVIEW_REMIND_DAYS = 14
/** The agency must have installed this many modules, and the account be this old, before a review is asked. */
export const REVIEW_MIN_INSTALLS = 3
export const REVIEW_MIN_ACCOUNT_DAYS = 7

export const PROFILE_SAVED_MESSAGE = "Thanks! Your answers have been saved."
export const WELCOME_SKIPPED_MESSAGE = "Welcome skipped."
export const REVIEW_MESSAGES = {
  rated: "Thank you for your review!",
  later: "We will ask you again later.",
  never: "We will not ask you again."
} as const satisfies Record<ReviewAnswer, string>

export class ProfileApi extends HttpApiGroup.make("profiles")
  .add(HttpApiEndpoint.get("guides", "/users/user-guides").addSuccess(Data(Schema.Array(Guide))))
  .add(HttpApiEndpoint.get("onboarding", "/users/onboarding").addSuccess(Data(Onboarding)))
  .add(
    HttpApiEndpoint.post("saveProfile", "/users/profiles")
      .setPayload(ProfilePayload)
      .addSuccess(Data(Schema.Struct({ ...Message.fields, onboarding: Onboarding })))
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("askReview", "/users/ask-review")
      .setPayload(ReviewPayload)
      .addSuccess(Data(Schema.Struct({ ...Message.fields, onboarding: Onboarding })))
      .addError(Unprocessable)
  )
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Onboarding: guides, welcome questionnaire and review") {}
