// A fleet of portals for server tests and the bench: the demo seed's fleet (server/composition/seed-fleet.ts),
// written straight into the test server's database with a few multi-row INSERTs, no CRM accounts.
import { Effect } from "effect"

import { FLEET_FIRST_HUB_ID, type FleetPortal, fleetPortal, seedFleet } from "../../../server/composition/seed-fleet.ts"

export { type FleetPortal, fleetPortal }

/**
 * Seeds `count` fleet portals; `range` picks a separate block of hub ids (and agency names) so that one
 * database can hold several fleets. Answers the portal ids in fleet index order and the agency ids.
 */
export const seedTestFleet = (count: number, range = 0) =>
  seedFleet({ count, firstHubId: FLEET_FIRST_HUB_ID + range * 10_000 }).pipe(Effect.orDie)
