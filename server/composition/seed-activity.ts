// The demo world's recent past, so a newcomer's first look at an agency's activity log, a portal's last change on
// the health overview and the super admin's log shows what they hold: portals added days apart, one set up, a
// module and a theme file installed. It agrees with the demo seed (server/db/seed-data.ts): Acme Staging holds
// Timeline 1.0.0 and css/utilities.css 1.0.0, and Acme Portal is set up. Part of the demo seed only.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { SubjectType } from "../domain/activity/subjects.ts"

const DAY_MS = 86_400_000

interface DemoEntry {
  readonly event: string
  /** The user who did it, by e-mail. */
  readonly by: string
  readonly portal: string
  readonly daysAgo: number
  readonly properties?: Record<string, unknown>
}

const AGENCY_ADMIN = "agency@example.com"
const NORTHWIND_ADMIN = "north@example.com"

const DEMO_ACTIVITY: ReadonlyArray<DemoEntry> = [
  { event: "portal.added", by: AGENCY_ADMIN, portal: "Acme Portal", daysAgo: 30 },
  { event: "portal.setup-completed", by: AGENCY_ADMIN, portal: "Acme Portal", daysAgo: 29.9 },
  { event: "portal.added", by: AGENCY_ADMIN, portal: "Acme Staging", daysAgo: 21 },
  {
    event: "module.installed",
    by: AGENCY_ADMIN,
    portal: "Acme Staging",
    daysAgo: 20,
    properties: { module: "timeline", version: "1.0.0", previous_version: "---" }
  },
  {
    event: "file.installed",
    by: AGENCY_ADMIN,
    portal: "Acme Staging",
    daysAgo: 19.9,
    properties: { file: "css/utilities.css", version: "1.0.0", previous_version: "---" }
  },
  { event: "portal.added", by: AGENCY_ADMIN, portal: "Beacon Portal", daysAgo: 14 },
  { event: "portal.added", by: NORTHWIND_ADMIN, portal: "Northwind Portal", daysAgo: 10 },
  { event: "portal.added", by: AGENCY_ADMIN, portal: "Cobalt Portal", daysAgo: 3 }
]

export const seedDemoActivity = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const users = new Map(
    (yield* sql<{ id: number; email: string }>`
      SELECT id, email FROM users WHERE ${sql.in("email", [...new Set(DEMO_ACTIVITY.map((entry) => entry.by))])}`).map((row) => [
      row.email,
      row.id
    ])
  )
  const portals = new Map(
    (yield* sql<{ id: number; name: string; agency_id: number | null; hub_id: number; plan: string }>`
      SELECT id, name, agency_id, hub_id::float8 AS hub_id, plan FROM portals
      WHERE ${sql.in("name", [...new Set(DEMO_ACTIVITY.map((entry) => entry.portal))])}`).map((row) => [row.name, row])
  )
  const now = Date.now()
  const rows = DEMO_ACTIVITY.flatMap((entry) => {
    const user = users.get(entry.by)
    const portal = portals.get(entry.portal)
    if (user === undefined || portal === undefined) return []
    const properties =
      entry.event === "portal.added" ? { agency_id: portal.agency_id, hub_id: portal.hub_id, plan: portal.plan } : (entry.properties ?? {})
    return [
      {
        event: entry.event,
        causer_id: user,
        causer_type: SubjectType.User,
        subject_id: portal.id,
        subject_type: SubjectType.Portal,
        properties: JSON.stringify(properties),
        created_at: new Date(now - entry.daysAgo * DAY_MS)
      }
    ]
  })
  if (rows.length > 0) yield* sql`INSERT INTO activity_log ${sql.insert(rows)}`
})
