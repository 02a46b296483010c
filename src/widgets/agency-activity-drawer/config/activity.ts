// The activity table's keys in the address (any page can host the drawer, so they are the root route's) and the
// kinds of event it filters by: the part of an event's name before the dot.
export const ACTIVITY_SEARCH_PREFIX = "activity"

export const ACTIVITY_FILTER_KEYS = {
  agency: "activity_agency",
  portal: "activity_portal",
  kind: "activity_kind",
  from: "activity_from",
  to: "activity_to"
} as const

export const EVENT_KINDS = [
  { id: "module", label: "Modules" },
  { id: "module-group", label: "Module groups" },
  { id: "file", label: "Theme files" },
  { id: "layout", label: "Layouts" },
  { id: "page-template", label: "Page templates" },
  { id: "portal", label: "Portals (setup, upgrades, migrations, audits)" },
  { id: "experiment", label: "Experiments" },
  { id: "payment", label: "Payments" },
  { id: "subscription", label: "Plans" },
  { id: "agency", label: "Agency" },
  { id: "batch", label: "Cancelled work" }
] as const

export type EventKind = (typeof EVENT_KINDS)[number]["id"]

/** The portal filter lists this many of the agency's portals (as the other portal selects). */
export const PORTAL_OPTIONS_LIMIT = 1000
