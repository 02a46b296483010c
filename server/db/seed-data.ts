// The demo world of the embedded default: who can sign in (the README states these passwords),
// which agencies they belong to and which portals each one sees.
import { GUEST_PORTAL_ID } from "#contract/portal.ts"

import type { MembershipRole } from "./repos/UserRepo.ts"

export interface SeedAgency {
  readonly key: string
  readonly name: string
  readonly admin_name: string
  readonly admin_email: string
  readonly plan_id: number
  readonly credit_limit: number
  readonly portals_available: number
  readonly guest_demo: boolean
  /** Task requests: a SaaS agency and how many open requests it may have. */
  readonly sr_saas?: 0 | 1
  readonly max_active_requests?: number
}

export interface SeedUser {
  readonly name: string
  readonly email: string
  /** null: no usable password (the guest demo identity). */
  readonly password: string | null
  readonly is_admin: boolean
  readonly is_support: boolean
  readonly sr_beta: boolean
  readonly is_demo: boolean
  readonly memberships: ReadonlyArray<{ readonly agency: string; readonly role: MembershipRole }>
  /** Portal keys granted through portal_provider. */
  readonly grants: ReadonlyArray<string>
}

export interface SeedPortal {
  readonly key: string
  /** Only the guest demo portal has a fixed id. */
  readonly id?: number
  readonly name: string
  readonly hub_id: number
  readonly domain: string | null
  readonly plan: "free" | "core" | "stack" | "pro"
  readonly portal_type: string
  readonly portal_setup_status: boolean
  readonly has_migrate: boolean
  readonly agency: string
  readonly parent?: string
  /** CRM scopes granted to the app (Beacon lacks hubdb, so HubDB modules ask for more permissions there). */
  readonly scopes: ReadonlyArray<string>
  /** The theme version it holds; default the latest (the column's default), older ones are offered an upgrade. */
  readonly version?: string
  /** Site pages the CRM account already has (a core portal's pages on an older theme, for Migrate). */
  readonly crmPages?: ReadonlyArray<{ readonly name: string; readonly slug: string; readonly templatePath: string }>
}

const FULL_SCOPES = ["oauth", "content", "hubdb"]

/** Beacon (core, not migrated) has pages built on the old core theme outside its folder. */
const BEACON_LEGACY_PAGES = [
  { name: "Home", slug: "", templatePath: "core-theme/templates/home.html" },
  { name: "About Us", slug: "about", templatePath: "core-theme/templates/about.html" }
]

/** Zenith's site pages, on its own theme: the pages the experiments journey tests. */
const ZENITH_PAGES = [
  { name: "Zenith Home", slug: "", templatePath: "sr/templates/website-page/home/home.html" },
  { name: "Pricing", slug: "pricing", templatePath: "sr/templates/website-page/pricing/pricing.html" }
]

export const seedAgencies: ReadonlyArray<SeedAgency> = [
  {
    key: "demo",
    name: "Demo Agency",
    admin_name: "Agency Admin",
    admin_email: "agency@example.com",
    plan_id: 35,
    credit_limit: 25,
    portals_available: 2,
    guest_demo: false
  },
  {
    key: "northwind",
    name: "Northwind Agency",
    admin_name: "Northwind Admin",
    admin_email: "north@example.com",
    plan_id: 1,
    credit_limit: 5,
    portals_available: 0,
    guest_demo: false,
    sr_saas: 1,
    max_active_requests: 3
  },
  // "Demo guest: one demo agency with portal limit 1" — PRO is the plan with portal_limit 1.
  {
    key: "guest",
    name: "Demo Guest Agency",
    admin_name: "Demo Guest",
    admin_email: "demo@example.com",
    plan_id: 11,
    credit_limit: 0,
    portals_available: 0,
    guest_demo: true
  },
  // No credits yet: Buy & Install leads into the credit purchase first (spec 2 section 4).
  {
    key: "zenith",
    name: "Zenith Agency",
    admin_name: "Zenith Admin",
    admin_email: "zero@example.com",
    plan_id: 35,
    credit_limit: 0,
    portals_available: 0,
    guest_demo: false
  }
]

export const seedUsers: ReadonlyArray<SeedUser> = [
  {
    name: "Super Admin",
    email: "admin@example.com",
    password: "Admin123!",
    is_admin: true,
    is_support: true,
    sr_beta: true,
    is_demo: false,
    memberships: [],
    grants: []
  },
  {
    name: "Agency Admin",
    email: "agency@example.com",
    password: "Agency123!",
    is_admin: false,
    is_support: false,
    sr_beta: false,
    is_demo: false,
    memberships: [{ agency: "demo", role: "agency-admin" }],
    grants: []
  },
  {
    name: "Demo User",
    email: "user@example.com",
    password: "User1234!",
    is_admin: false,
    is_support: false,
    sr_beta: false,
    is_demo: false,
    memberships: [{ agency: "demo", role: "user" }],
    grants: ["acme"]
  },
  {
    name: "Northwind Admin",
    email: "north@example.com",
    password: "North123!",
    is_admin: false,
    is_support: false,
    sr_beta: false,
    is_demo: false,
    memberships: [{ agency: "northwind", role: "agency-admin" }],
    grants: []
  },
  {
    name: "Multi Agency Admin",
    email: "multi@example.com",
    password: "Multi123!",
    is_admin: false,
    is_support: false,
    sr_beta: false,
    is_demo: false,
    memberships: [
      { agency: "demo", role: "agency-admin" },
      { agency: "northwind", role: "agency-admin" }
    ],
    grants: []
  },
  {
    name: "Demo Guest",
    email: "demo@example.com",
    password: null,
    is_admin: false,
    is_support: false,
    sr_beta: false,
    is_demo: true,
    memberships: [{ agency: "guest", role: "user" }],
    grants: ["guest"]
  },
  {
    name: "Zenith Admin",
    email: "zero@example.com",
    password: "Zero1234!",
    is_admin: false,
    is_support: false,
    sr_beta: false,
    is_demo: false,
    memberships: [{ agency: "zenith", role: "agency-admin" }],
    grants: []
  }
]

export const seedPortals: ReadonlyArray<SeedPortal> = [
  {
    key: "acme",
    name: "Acme Portal",
    hub_id: 20001001,
    domain: "www.acme.example",
    plan: "pro",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: true,
    agency: "demo",
    scopes: FULL_SCOPES
  },
  {
    key: "beacon",
    name: "Beacon Portal",
    hub_id: 20001002,
    domain: "www.beacon.example",
    plan: "core",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: false,
    agency: "demo",
    scopes: ["oauth", "content"],
    version: "4.1.0",
    crmPages: BEACON_LEGACY_PAGES
  },
  {
    key: "cobalt",
    name: "Cobalt Portal",
    hub_id: 20001003,
    domain: null,
    plan: "free",
    portal_type: "starter",
    portal_setup_status: false,
    has_migrate: false,
    agency: "demo",
    scopes: FULL_SCOPES
  },
  {
    key: "acme-staging",
    name: "Acme Staging",
    hub_id: 20001004,
    domain: null,
    plan: "pro",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: true,
    agency: "demo",
    parent: "acme",
    scopes: FULL_SCOPES
  },
  {
    key: "northwind",
    name: "Northwind Portal",
    hub_id: 20002001,
    domain: "www.northwind.example",
    plan: "stack",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: true,
    agency: "northwind",
    scopes: FULL_SCOPES
  },
  {
    key: "guest",
    id: GUEST_PORTAL_ID,
    name: "Demo Portal",
    hub_id: 20009999,
    domain: "demo.portal.example",
    plan: "pro",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: true,
    agency: "guest",
    scopes: FULL_SCOPES
  },
  {
    key: "zenith",
    name: "Zenith Portal",
    hub_id: 20003001,
    domain: "www.zenith.example",
    plan: "core",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: true,
    agency: "zenith",
    scopes: FULL_SCOPES,
    crmPages: ZENITH_PAGES
  },
  // A free portal to upgrade through billing.
  {
    key: "zenith-free",
    name: "Zenith Free",
    hub_id: 20003002,
    domain: null,
    plan: "free",
    portal_type: "professional",
    portal_setup_status: true,
    has_migrate: false,
    agency: "zenith",
    scopes: FULL_SCOPES
  }
]

/**
 * Modules a demo portal already holds at an older version, so the Upgrade Module path (here a major
 * 1.x → 2.0.0, which asks for the typed word) can be tried at once. Acme Staging is a pro portal.
 */
export const seedInstalledModules: ReadonlyArray<{ readonly portal: string; readonly module: string; readonly version: string }> = [
  { portal: "acme-staging", module: "timeline", version: "1.0.0" }
]

/**
 * Theme files a demo portal holds at an older version: Acme Staging's css/utilities.css 1.0.0 makes
 * Logo Carousel 1.1.0 (which needs 1.1.0) stop at 'File updates required', and offers Update All.
 */
export const seedInstalledFiles: ReadonlyArray<{ readonly portal: string; readonly path: string; readonly version: string }> = [
  { portal: "acme-staging", path: "css/utilities.css", version: "1.0.0" }
]

/**
 * Portals set up on the latest theme that hold every theme file of it, as a portal setup leaves them (each
 * at its newest catalogue version): the flagship Acme Portal, so a first module or group install there
 * never stops for missing theme files. The others hold only what is listed above.
 */
export const seedCompleteThemePortals: ReadonlyArray<string> = ["acme"]
