// GET /billings/standing for each of the user's agencies. An agency the server will not tell about (403,
// 404) simply has nothing to say: the banner is a courtesy, never an error screen.
import { Effect } from "effect"

import { ApiClient, type ApiError, type BillingStanding } from "@/shared/api"

export const readStanding = (agency: number): Effect.Effect<BillingStanding | null, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.billing.standing({ urlParams: { agency } }))),
    Effect.map(({ data }): BillingStanding | null => data),
    Effect.orElseSucceed(() => null)
  )

export const readStandings = (agencies: ReadonlyArray<number>): Effect.Effect<ReadonlyArray<BillingStanding>, ApiError, ApiClient> =>
  Effect.forEach(agencies, readStanding, { concurrency: 2 }).pipe(Effect.map((answers) => answers.filter((answer) => answer !== null)))
