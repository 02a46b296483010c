// The seeded demo world as a user sees it: who can log in, which portal cards they get and what
// their user menu says about credits. Written out here rather than imported from the server's seed,
// so a change to the seed that changes what users see makes these journeys fail.

export interface CreditBalance {
  readonly agency: string
  readonly credits: number
}

export interface DemoAccount {
  readonly role: string
  readonly name: string
  readonly email: string
  readonly password: string
  /** The portal cards on /portals-main. */
  readonly portals: ReadonlyArray<string>
  /** One balance per agency in the user menu; none for the super admin. */
  readonly credits: ReadonlyArray<CreditBalance>
}

/** Every portal in the demo data, the guest demo included. */
export const ALL_PORTALS = [
  "Acme Portal",
  "Acme Staging",
  "Beacon Portal",
  "Cobalt Portal",
  "Northwind Portal",
  "Demo Portal",
  "Zenith Portal",
  "Zenith Free"
] as const

const DEMO_AGENCY_PORTALS = ["Acme Portal", "Acme Staging", "Beacon Portal", "Cobalt Portal"]

export const superAdmin: DemoAccount = {
  role: "super admin",
  name: "Super Admin",
  email: "admin@example.com",
  password: "Admin123!",
  portals: ALL_PORTALS,
  credits: []
}

export const agencyAdmin: DemoAccount = {
  role: "agency admin",
  name: "Agency Admin",
  email: "agency@example.com",
  password: "Agency123!",
  portals: DEMO_AGENCY_PORTALS,
  credits: [{ agency: "Demo Agency", credits: 25 }]
}

/** A plain user sees only the portal granted to them. */
export const demoUser: DemoAccount = {
  role: "user",
  name: "Demo User",
  email: "user@example.com",
  password: "User1234!",
  portals: ["Acme Portal"],
  credits: [{ agency: "Demo Agency", credits: 25 }]
}

export const multiAgencyAdmin: DemoAccount = {
  role: "multi-agency admin",
  name: "Multi Agency Admin",
  email: "multi@example.com",
  password: "Multi123!",
  portals: [...DEMO_AGENCY_PORTALS, "Northwind Portal"],
  credits: [
    { agency: "Demo Agency", credits: 25 },
    { agency: "Northwind Agency", credits: 5 }
  ]
}

export const northwindAdmin: DemoAccount = {
  role: "Northwind admin",
  name: "Northwind Admin",
  email: "north@example.com",
  password: "North123!",
  portals: ["Northwind Portal"],
  credits: [{ agency: "Northwind Agency", credits: 5 }]
}

/**
 * Zenith starts with no credits, a core portal and a free one. The billing journeys buy credits and
 * upgrade its portals, so it is not in demoAccounts (whose balances other journeys assert).
 */
export const zenithAdmin: DemoAccount = {
  role: "Zenith admin",
  name: "Zenith Admin",
  email: "zero@example.com",
  password: "Zero1234!",
  portals: ["Zenith Portal", "Zenith Free"],
  credits: [{ agency: "Zenith Agency", credits: 0 }]
}

export const demoAccounts: ReadonlyArray<DemoAccount> = [superAdmin, agencyAdmin, demoUser, multiAgencyAdmin, northwindAdmin]

/** The guest demo portal's fixed id. */
export const GUEST_PORTAL_ID = 999999
