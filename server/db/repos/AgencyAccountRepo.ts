// Deleting an agency account (DELETE /agency/api/v2/agencies/me): the agency looked up before the delete
// (the delete itself is AgencyRepo.remove, shared with DELETE /agencies/{id}).
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface AgencyAccountRow {
  readonly id: number
  readonly name: string
  readonly guest_demo: boolean
}

export class AgencyAccountRepo extends Effect.Service<AgencyAccountRepo>()("server/db/AgencyAccountRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const find = (agencyId: number) =>
      sql<AgencyAccountRow>`SELECT id, name, guest_demo FROM agencies WHERE id = ${agencyId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    return { find } as const
  })
}) {}
