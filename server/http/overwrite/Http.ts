// The "overwrite" group: what a write the caller is about to make would overwrite that the portal holds edited.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { OverwriteReview } from "../../domain/overwrite/OverwriteReview.ts"

export const OverwriteHttpLive = HttpApiBuilder.group(Api, "overwrite", (handlers) =>
  Effect.gen(function* () {
    const review = yield* OverwriteReview
    return handlers.handle("check", ({ path, payload }) =>
      Effect.flatMap(CurrentUser, (user) => review.check(user, path.id, payload.operation)).pipe(Effect.map((data) => ({ data })))
    )
  })
)
