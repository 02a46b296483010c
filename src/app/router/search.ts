// The search values the routes accept, each decoded by an Effect Schema: a value that does not decode is dropped,
// so a hand-edited address (page=-3) shows the default rather than an error page. The root's values are the
// open drawer and the admin drawers' tables, under a prefix per table, since any page can host those drawers:
// ?drawer=user&users_page=2&users_sort=email.desc&users_q=acme&users_agencies=[3,8]. The entry bundle loads this file with the
// route tree, so it imports nothing heavier than the paged list's schemas.
import { Schema } from "effect"

import type { PortalPlan, RolloutStatus, TaskStatus } from "@/shared/api"
import { lenientSearch, listSearchFields, PageParam } from "@/shared/lib/paged-list"

/** A drawer name's shape; which drawers the address may open, and for whom, is the layout's to decide. */
const DrawerParam = Schema.String.pipe(Schema.pattern(/^[a-z][a-z-]*$/))

const RoleParam = Schema.Literal("admin", "agency-admin", "user")

const StatusParam: Schema.Schema<TaskStatus> = Schema.Literal("new", "in_progress", "waiting_on_customer", "done", "cancelled")

const IdParam = Schema.Int.pipe(Schema.positive())

/** The agencies a super admin narrowed the users list to (the router writes the array as JSON). */
const AgencyIdsParam = Schema.Array(IdParam).pipe(Schema.minItems(1), Schema.maxItems(100))

export const rootSearch = lenientSearch({
  drawer: DrawerParam,
  ...listSearchFields("agencies"),
  ...listSearchFields("users"),
  users_role: RoleParam,
  users_agencies: AgencyIdsParam,
  ...listSearchFields("portals"),
  ...listSearchFields("credits"),
  ...listSearchFields("logs"),
  // The agency's Activity drawer: its page and filters (widgets/agency-activity-drawer).
  ...listSearchFields("activity"),
  activity_kind: Schema.String.pipe(Schema.pattern(/^[a-z][a-z-]*$/)),
  activity_portal: IdParam,
  activity_from: Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/)),
  activity_to: Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/)),
  plans_page: PageParam
})

/** The agency's task requests (/tasks). */
export const taskListSearch = lenientSearch({ ...listSearchFields(""), status: StatusParam })

/** The support queue (/admin/tasks). */
export const supportTaskListSearch = lenientSearch({
  ...listSearchFields(""),
  status: StatusParam,
  agency: IdParam,
  portal: IdParam,
  mine: Schema.Boolean
})

/** The activity log's own page (/admin-logging). */
export const adminLoggingSearch = lenientSearch(listSearchFields(""))

const PortalPlanParam: Schema.Schema<PortalPlan> = Schema.Literal("free", "core", "stack", "pro")

/**
 * The portal lists' page (/portals-main, /portals-guest): the card grid's page, and on /portals-main the view
 * (cards by default, or the health table) with the health table's page, sort, search and filters.
 */
export const portalListSearch = lenientSearch({
  page: PageParam,
  view: Schema.Literal("cards", "health"),
  ...listSearchFields("health"),
  health_attention: Schema.Literal("yes"),
  health_plan: PortalPlanParam,
  health_agency: IdParam
})

const RolloutStatusParam: Schema.Schema<RolloutStatus> = Schema.Literal("running", "paused", "cancelled", "finished")

/** The rollouts list (/rollouts): its page and status filter. */
export const rolloutListSearch = lenientSearch({ page: PageParam, status: RolloutStatusParam })

/**
 * The new rollout's portal choice (/rollouts/new): the health table's page, sort, search and filters under the
 * same keys as on /portals-main?view=health, so "Roll out a change" there carries the filters along.
 */
export const newRolloutSearch = lenientSearch({
  ...listSearchFields("health"),
  health_attention: Schema.Literal("yes"),
  health_plan: PortalPlanParam,
  health_agency: IdParam
})
