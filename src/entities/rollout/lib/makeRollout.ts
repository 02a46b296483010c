// Rollouts and previews for stories and tests, as GET /rollouts/{id} and POST /rollouts/preview answer them.
import type { Rollout, RolloutCounts, RolloutPart, RolloutPortal, RolloutPreview } from "@/shared/api"

export const makeRolloutPortal = (fields: Partial<RolloutPortal> = {}): RolloutPortal => ({
  portal_id: 1,
  portal_name: "Acme Website",
  agency_name: "Acme Agency",
  phase: "rest",
  status: "succeeded",
  action: "upgrade",
  from_version: "1.0.0",
  to_version: "2.0.0",
  credits_spent: 0,
  reason: null,
  skip_reason: null,
  batch_id: "5f0c1d2e-0000-4000-8000-000000000001",
  items: [{ seq: 1, label: "Social Share", status: "done", error: null }],
  ...fields
})

/** The counts the portals make (the server's counts are the same sums). */
export const countsOf = (portals: ReadonlyArray<RolloutPortal>): RolloutCounts => {
  const count = (status: RolloutPortal["status"]) => portals.filter((portal) => portal.status === status).length
  return {
    total: portals.length,
    skipped: count("skipped"),
    pending: count("pending"),
    running: count("running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
    cancelled: count("cancelled")
  }
}

export const ROLLOUT_ID = "8b4a7c1e-2f3d-4e5a-9b6c-7d8e9f0a1b2c"

export const makeRollout = (fields: Partial<Rollout> = {}): Rollout => {
  const portals = fields.portals ?? [
    makeRolloutPortal({ portal_id: 1, portal_name: "Acme Website", phase: "canary" }),
    makeRolloutPortal({ portal_id: 2, portal_name: "Acme Shop" })
  ]
  return {
    id: ROLLOUT_ID,
    change: { kind: "module", module_key: "social-share" },
    title: "Social Share 2.0.0",
    status: "finished",
    paused_reason: null,
    canary_size: 1,
    failure_threshold: 2,
    rollback_of: null,
    rolled_back_by: null,
    started_by: { id: 3, name: "Ann Agency" },
    created_at: "2026-12-03T09:00:00Z",
    finished_at: "2026-12-03T09:05:00Z",
    counts: countsOf(portals),
    ...fields,
    portals
  }
}

/** A preview over three portals: an upgrade, an install that costs a credit, one skipped as drifted. */
export const makePreview = (fields: Partial<RolloutPreview> = {}): RolloutPreview => ({
  change: { kind: "module", module_key: "social-share" },
  title: "Social Share 2.0.0",
  portals: [
    {
      portal_id: 1,
      portal_name: "Acme Website",
      agency_id: 1,
      agency_name: "Acme Agency",
      action: "upgrade",
      from_version: "1.0.0",
      to_version: "2.0.0",
      credits: 0,
      skip: null
    },
    {
      portal_id: 2,
      portal_name: "Acme Shop",
      agency_id: 1,
      agency_name: "Acme Agency",
      action: "install",
      from_version: null,
      to_version: "2.0.0",
      credits: 1,
      skip: null
    },
    {
      portal_id: 3,
      portal_name: "Acme Blog",
      agency_id: 1,
      agency_name: "Acme Agency",
      action: null,
      from_version: "1.0.0",
      to_version: null,
      credits: 0,
      skip: { reason: "drifted", message: "2 files were edited in HubSpot: review them on the portal first." }
    }
  ],
  credits: [{ agency_id: 1, agency_name: "Acme Agency", needed: 1, available: 4 }],
  ...fields
})

/** A layout rollout's parts on one portal, in the order they run: a theme file first, a module upgraded, one bought. */
export const ROLLOUT_LAYOUT_PARTS: ReadonlyArray<RolloutPart> = [
  {
    kind: "theme_file",
    key: "css/main.css",
    name: "css/main.css",
    action: "upgrade",
    from_version: "1.0.0",
    to_version: "2.0.0",
    credit: false
  },
  {
    kind: "module",
    key: "social-share",
    name: "Social Share",
    action: "upgrade",
    from_version: "1.0.0",
    to_version: "2.0.0",
    credit: false
  },
  { kind: "module", key: "hero-banner", name: "Hero Banner", action: "install", from_version: null, to_version: "1.2.0", credit: true }
]

/**
 * A layout rollout's preview over three portals: one upgraded (three parts, one bought), one getting every part
 * new (two bought), one skipped as drifted.
 */
export const makeLayoutPreview = (fields: Partial<RolloutPreview> = {}): RolloutPreview =>
  makePreview({
    change: { kind: "layout", layout_id: 4 },
    title: 'Layout "Spring setup"',
    portals: makePreview().portals.map((portal) =>
      portal.skip !== null
        ? { ...portal, from_version: null }
        : portal.action === "upgrade"
          ? { ...portal, from_version: null, to_version: null, credits: 1, parts: ROLLOUT_LAYOUT_PARTS }
          : {
              ...portal,
              from_version: null,
              to_version: null,
              credits: 2,
              parts: ROLLOUT_LAYOUT_PARTS.map((part) => ({
                ...part,
                action: "install" as const,
                from_version: null,
                credit: part.kind === "module"
              }))
            }
    ),
    credits: [{ agency_id: 1, agency_name: "Acme Agency", needed: 3, available: 4 }],
    ...fields
  })
