// The "agencyActivity" group: an agency's activity for its admins, as a page and as CSV.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"

import { AgencyActivity } from "../../domain/activity/AgencyActivity.ts"

export const AgencyActivityHttpLive = HttpApiBuilder.group(Api, "agencyActivity", (handlers) =>
  Effect.gen(function* () {
    const activity = yield* AgencyActivity
    return handlers
      .handle("list", ({ path, urlParams }) => activity.list(path.id, urlParams))
      .handle("export", ({ path, urlParams }) => activity.exportCsv(path.id, urlParams))
  })
)
