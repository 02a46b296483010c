// Onboarding for the signed-in user: the guides, which one-time modal is due, the welcome questionnaire
// and the answer to the review request. Every answer and its activity-log entry commit together.
import { Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import { requiredMessage } from "#contract/field-errors.ts"
import {
  type Guide,
  type Onboarding as OnboardingState,
  PROFILE_SAVED_MESSAGE,
  type ProfilePayload,
  REVIEW_MESSAGES,
  REVIEW_REMIND_DAYS,
  type ReviewPayload,
  WELCOME_SKIPPED_MESSAGE
} from "#contract/profile-api.ts"
import type { User } from "#contract/user.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type GuideRow, OnboardingRepo } from "../../db/repos/OnboardingRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { userRef } from "../activity/subjects.ts"
import { isAdmin } from "../policy/Policy.ts"
import { decideOnboarding } from "./rules.ts"

/** DOCS_URL + "/getting-started"; null when the base address is not configured. */
export const guideUrl = (base: Option.Option<string>, path: string): string | null =>
  Option.match(base, {
    onNone: () => null,
    onSome: (address) => (path === "" ? address : `${address.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`)
  })

export class Onboarding extends Effect.Service<Onboarding>()("server/domain/Onboarding", {
  effect: Effect.gen(function* () {
    const repo = yield* OnboardingRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const settings = yield* AppConfig

    const toGuide = (row: GuideRow): Guide => ({
      id: row.id,
      name: row.name,
      // Without a support site, the help guide writes to the support team instead.
      url:
        row.base === "support"
          ? (guideUrl(settings.supportUrl, row.path) ?? `mailto:${settings.supportEmail}?subject=${encodeURIComponent(row.name)}`)
          : guideUrl(settings.docsUrl, row.path),
      summary: row.summary,
      steps: row.steps,
      video_url: row.video_url,
      duration: row.duration_seconds
    })

    const guides = Effect.map(repo.guides, (rows) => rows.map(toGuide))

    const state = (user: User): Effect.Effect<OnboardingState> =>
      isAdmin(user)
        ? Effect.succeed({ welcome: false, ask_review: false })
        : Effect.map(repo.facts(user.id, user.agency?.id ?? null), decideOnboarding)

    const saveProfile = (user: User, payload: ProfilePayload) =>
      Effect.gen(function* () {
        const skipped = payload.skip === true
        if (!skipped) {
          const missing = (["job_role", "team_size", "heard_from"] as const).filter((field) => payload[field] === undefined)
          if (missing.length > 0)
            return yield* Unprocessable.perField(Object.fromEntries(missing.map((field) => [field, requiredMessage(field)])))
        }
        const answers = skipped
          ? { skipped, job_role: null, team_size: null, heard_from: null, goals: [] }
          : {
              skipped,
              job_role: payload.job_role ?? null,
              team_size: payload.team_size ?? null,
              heard_from: payload.heard_from ?? null,
              goals: [...new Set(payload.goals ?? [])]
            }
        yield* transaction.run(
          Effect.zipRight(
            repo.saveProfile(user.id, answers),
            activity.record({
              event: skipped ? "user.welcome_skipped" : "user.profile_saved",
              causer: userRef(user.id),
              subject: userRef(user.id),
              properties: skipped
                ? {}
                : { job_role: answers.job_role, team_size: answers.team_size, heard_from: answers.heard_from, goals: answers.goals }
            })
          )
        )
        return { message: skipped ? WELCOME_SKIPPED_MESSAGE : PROFILE_SAVED_MESSAGE, onboarding: yield* state(user) }
      })

    const askReview = (user: User, payload: ReviewPayload) =>
      Effect.gen(function* () {
        const rated = payload.answer === "rated"
        if (rated && payload.rating === undefined) return yield* Unprocessable.field("rating", requiredMessage("rating"))
        const comment = rated ? (payload.comment ?? "").trim() : ""
        const review = {
          answer: payload.answer,
          rating: rated ? (payload.rating ?? null) : null,
          comment: comment === "" ? null : comment,
          askAgainDays: payload.answer === "later" ? REVIEW_REMIND_DAYS : null
        }
        yield* transaction.run(
          Effect.zipRight(
            repo.saveReview(user.id, review),
            activity.record({
              event: "user.review_answered",
              causer: userRef(user.id),
              subject: userRef(user.id),
              properties: { answer: review.answer, rating: review.rating, has_comment: review.comment !== null }
            })
          )
        )
        return { message: REVIEW_MESSAGES[payload.answer], onboarding: yield* state(user) }
      })

    return { guides, state, saveProfile, askReview } as const
  })
}) {}
