// The "profiles" group: guides, the onboarding state, the welcome questionnaire and the review answer.
// Every endpoint works on the caller's own data, whatever their role.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Onboarding } from "../../domain/profiles/Onboarding.ts"

export const ProfileHttpLive = HttpApiBuilder.group(Api, "profiles", (handlers) =>
  Effect.gen(function* () {
    const onboarding = yield* Onboarding
    return handlers
      .handle("guides", () => Effect.map(onboarding.guides, (data) => ({ data })))
      .handle("onboarding", () => Effect.flatMap(CurrentUser, onboarding.state).pipe(Effect.map((data) => ({ data }))))
      .handle("saveProfile", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => onboarding.saveProfile(user, payload)).pipe(Effect.map((data) => ({ data })))
      )
      .handle("askReview", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => onboarding.askReview(user, payload)).pipe(Effect.map((data) => ({ data })))
      )
  })
)
