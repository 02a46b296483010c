// Wire objects and a small in-memory users server for the users drawer's tests and stories.
import type { Agency, PendingInvitation, Portal, User } from "@/shared/api"
import { makeAgency, makeFullAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import type { FakeAnswer, FakeRoute, RecordedRequest } from "@/shared/lib/testing"

export const ACME = makeFullAgency()
export const BEACON = makeFullAgency({ id: 2, name: "Beacon Agency", users_count: 1 })

const acme = makeAgency({ id: 1, name: "Acme Agency" })
const beacon = makeAgency({ id: 2, name: "Beacon Agency" })
const member = (agency: typeof acme, role: "agency-admin" | "user") => ({ ...agency, role: { name: role } })

export const SUPER_ADMIN = makeUser({
  id: 1,
  name: "Super Admin",
  email: "admin@example.com",
  roles: [{ name: "admin" }],
  agencies: [],
  agency: null
})
export const AGENCY_ADMIN = makeUser({ id: 10, name: "Ada Lovelace", email: "ada@example.com", agencies: [member(acme, "agency-admin")] })
export const PLAIN_USER = makeUser({
  id: 12,
  name: "Grace Hopper",
  email: "grace@example.com",
  roles: [{ name: "user" }],
  agencies: [member(acme, "user")],
  portal_provider: [{ portal_id: 101 }]
})
export const BEACON_USER = makeUser({
  id: 20,
  name: "Barbara Liskov",
  email: "barbara@example.com",
  roles: [{ name: "user" }],
  agencies: [member(beacon, "user")]
})
export const TWO_AGENCY_ADMIN = makeUser({
  id: 11,
  name: "Alan Turing",
  email: "alan@example.com",
  agencies: [member(acme, "agency-admin"), member(beacon, "agency-admin")]
})

export const USERS: ReadonlyArray<User> = [SUPER_ADMIN, AGENCY_ADMIN, TWO_AGENCY_ADMIN, PLAIN_USER, BEACON_USER]
export const AGENCIES: ReadonlyArray<Agency> = [ACME, BEACON]
export const PORTALS: ReadonlyArray<Portal> = [
  makePortal({ id: 101, name: "Acme Website" }),
  makePortal({ id: 102, name: "Acme Staging" }),
  makePortal({ id: 201, name: "Beacon Portal", agency: { id: 2, name: "Beacon Agency" } })
]

const params = (request: RecordedRequest) => new URLSearchParams(request.search)

const paged = <A>(rows: ReadonlyArray<A>, page: number, limit: number): FakeAnswer => ({
  status: 200,
  body: {
    data: rows.slice((page - 1) * limit, page * limit),
    meta: {
      pagination: {
        total: rows.length,
        count: Math.min(limit, rows.length),
        per_page: limit,
        current_page: page,
        total_pages: Math.max(1, Math.ceil(rows.length / limit))
      }
    }
  }
})

/** GET /users as the server answers it: keyword, role, agency_id, sort and pages. */
export const listUsersAnswer =
  (users: ReadonlyArray<User>) =>
  (request: RecordedRequest): FakeAnswer => {
    const query = params(request)
    const keyword = (query.get("keyword") ?? "").toLowerCase()
    const role = query.get("role")
    const agencyId = Number(query.get("agency_id") ?? "0")
    const several = (query.get("agency_ids") ?? "")
      .split(",")
      .filter((id) => id !== "")
      .map(Number)
    const column = (query.get("sort_by") ?? "id") as "id" | "name" | "email"
    const sign = query.get("sort_direction") === "asc" ? 1 : -1
    const rows = users
      .filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(keyword))
      .filter((user) => role === null || user.roles[0]?.name === role)
      .filter((user) => agencyId === 0 || user.agencies.some((agency) => agency.id === agencyId))
      .filter((user) => several.length === 0 || user.agencies.some((agency) => several.includes(agency.id)))
      .sort((a, b) => sign * (column === "id" ? a.id - b.id : a[column].localeCompare(b[column])))
    return paged(rows, Number(query.get("page") ?? "1"), Number(query.get("limit") ?? "25"))
  }

export interface UsersServerOptions {
  readonly users?: ReadonlyArray<User>
  readonly agencies?: ReadonlyArray<Agency>
  readonly list?: FakeRoute
  /** GET /users/invitations; default: none pending. */
  readonly invitations?: FakeRoute
}

/** Two pending invitations into Acme, as GET /users/invitations lists them. */
export const PENDING: ReadonlyArray<PendingInvitation> = [
  {
    id: 7,
    email: "new.hire@example.com",
    role: "user",
    agency: { id: 1, name: "Acme Agency" },
    invited_by: "Ada Lovelace",
    sent_at: "2026-03-02T09:30:00.000Z",
    expires_at: "2026-03-09T09:30:00.000Z"
  },
  {
    id: 5,
    email: "partner@example.com",
    role: "agency-admin",
    agency: { id: 1, name: "Acme Agency" },
    invited_by: "Super Admin",
    sent_at: "2026-03-01T14:05:00.000Z",
    expires_at: "2026-03-08T14:05:00.000Z"
  }
]

/** Every route the drawer calls, answering like the real server. */
export const usersRoutes = ({ users = USERS, agencies = AGENCIES, list, invitations }: UsersServerOptions = {}): Record<
  string,
  FakeRoute
> => {
  const routes: Record<string, FakeRoute> = {
    "GET /auth/api/v2/users": list ?? listUsersAnswer(users),
    "GET /auth/api/v2/users/invitations": invitations ?? { status: 200, body: { data: [] } },
    "GET /agency/api/v2/agencies": (request) => {
      const keyword = (params(request).get("keyword") ?? "").toLowerCase()
      return paged(
        agencies.filter((agency) => agency.name.toLowerCase().includes(keyword)),
        1,
        Number(params(request).get("limit") ?? "25")
      )
    },
    "GET /portal/api/v2/portals": (request) => {
      const agencyId = Number(params(request).get("agency_id") ?? "0")
      return paged(
        PORTALS.filter((portal) => agencyId === 0 || portal.agency?.id === agencyId),
        1,
        1000
      )
    },
    "POST /auth/api/v2/users/invite": (request) => {
      const role = (request.body as { role?: string } | undefined)?.role
      return { status: 200, body: { data: { message: role === "admin" ? "Admin Created" : "Invitation Sent", user: null } } }
    }
  }
  for (const agency of agencies) routes[`GET /agency/api/v2/agencies/${agency.id}`] = { status: 200, body: { data: agency } }
  for (const user of users) {
    routes[`GET /auth/api/v2/users/${user.id}`] = { status: 200, body: { data: user } }
    routes[`PUT /auth/api/v2/users/${user.id}`] = { status: 200, body: { data: user } }
    routes[`DELETE /auth/api/v2/users/${user.id}`] = { status: 200, body: { data: { message: "User has been deleted." } } }
  }
  return routes
}
