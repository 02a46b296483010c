// Agency writes needed by the account screens (the agency admin drawers come with a later issue).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export class AgencyRepo extends Effect.Service<AgencyRepo>()("server/db/AgencyRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    const setCover = (agencyId: number, cover: string | null) =>
      sql`UPDATE agencies SET cover = ${cover}, updated_at = now() WHERE id = ${agencyId}`.pipe(Effect.asVoid, Effect.orDie)

    return { setCover } as const
  })
}) {}
