// What the portal version upgrade reads and writes: the portal's version facts and, at the end of an
// upgrade, its new version.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface VersionPortalRow {
  readonly id: number
  readonly name: string
  readonly agency_id: number | null
  readonly agency_status: "active" | "suspend" | null
  readonly version: string
  readonly custom_installation: string
}

export class VersionRepo extends Effect.Service<VersionRepo>()("server/db/VersionRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const portal = (portalId: number) =>
      sql<VersionPortalRow>`
        SELECT p.id, p.name, p.agency_id, a.status AS agency_status, p.version, p.custom_installation
        FROM portals p LEFT JOIN agencies a ON a.id = p.agency_id WHERE p.id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The portal's version becomes `version`; the one it had, or none when it already had that version. */
    const setVersion = (portalId: number, version: string) =>
      sql<{ previous: string }>`
        UPDATE portals p SET version = ${version}, updated_at = now()
        FROM (SELECT id, version AS previous FROM portals WHERE id = ${portalId} FOR UPDATE) old
        WHERE p.id = old.id AND old.previous <> ${version}
        RETURNING old.previous`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.previous)),
        Effect.orDie
      )

    return { portal, setVersion } as const
  })
}) {}
