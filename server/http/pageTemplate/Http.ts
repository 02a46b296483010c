// The "pageTemplate" group: page templates as one portal sees them, their installs (batches for
// website, landing and blog templates; one call for system ones) and the page of a finished batch.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PageTemplates } from "../../domain/pages/PageTemplates.ts"

const asData = <A>(data: A) => ({ data })
const asBatch = (batch_id: string) => ({ data: { batch_id } })

export const PageTemplateHttpLive = HttpApiBuilder.group(Api, "pageTemplate", (handlers) =>
  Effect.gen(function* () {
    const pageTemplates = yield* PageTemplates
    return handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => pageTemplates.list(user, urlParams)))
      .handle("install", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => pageTemplates.install(user, payload)).pipe(Effect.map(asBatch))
      )
      .handle("createPage", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => pageTemplates.createPage(user, payload.batch_id)).pipe(Effect.map(asData))
      )
      .handle("installBlog", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => pageTemplates.installBlog(user, payload)).pipe(Effect.map(asBatch))
      )
      .handle("installSystem", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => pageTemplates.installSystem(user, payload)).pipe(Effect.map(asData))
      )
  })
)
