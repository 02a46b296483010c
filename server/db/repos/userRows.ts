// The row shapes of UserRepo: users, memberships, the users list query and agency seats.
export interface UserRow {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly password_hash: string | null
  readonly is_admin: boolean
  readonly sr_beta: boolean
  readonly is_support: boolean
  readonly is_demo: boolean
  readonly current_agency_id: number | null
  readonly lock_version: number
}

export type MembershipRole = "agency-admin" | "user"

/** One membership with the agency summary the User payload nests. */
export interface MembershipRow {
  readonly id: number
  readonly name: string
  readonly credit_limit: number
  readonly status: "active" | "suspend"
  readonly portals_available: number
  readonly portals_count: number
  readonly sr_saas: 0 | 1
  readonly plan_id: number
  readonly plan_name: string
  readonly portal_limit: number
  readonly user_limit: number
  readonly module_limit: number
  readonly custom_logo: "yes" | "no"
  readonly role: MembershipRole
}

export interface UserProfileRow extends UserRow {
  readonly memberships: ReadonlyArray<MembershipRow>
  readonly granted_portal_ids: ReadonlyArray<number>
}

export interface NewUser {
  readonly name: string
  readonly email: string
  readonly password_hash: string | null
  readonly is_admin: boolean
  readonly sr_beta: boolean
  readonly is_support: boolean
  readonly is_demo?: boolean
}

export interface UserChanges {
  readonly name?: string
  readonly email?: string
  readonly password_hash?: string
  readonly current_agency_id?: number
  readonly is_admin?: boolean
  readonly sr_beta?: boolean
  readonly is_support?: boolean
}

/** The users list (GET /users): who may be listed and the filters asked for. */
export interface UserListQuery {
  /** null: every user (super admin); otherwise members of these agencies only. */
  readonly agencyIds: ReadonlyArray<number> | null
  readonly agencyId: number | undefined
  readonly role: "admin" | "agency-admin" | "user" | undefined
  readonly support: boolean
  readonly keyword: string | undefined
  readonly sortBy: "id" | "name" | "email" | "created_at"
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

/** An agency as the users endpoints need it: its user limit and member count. */
export interface AgencySeatsRow {
  readonly id: number
  readonly name: string
  readonly user_limit: number
  readonly members: number
}
