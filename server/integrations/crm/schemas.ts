// HubSpot's response shapes, limited to the fields the app uses. Unknown fields are ignored, so
// real HubSpot's richer answers decode too.
import { Schema } from "effect"

/** v3 ids are strings; some older answers use numbers. */
const Id = Schema.transform(Schema.Union(Schema.String, Schema.Number), Schema.String, {
  strict: true,
  decode: (id) => String(id),
  encode: (id) => id
})

/** POST /oauth/v3/token (and v1): HubSpot now also names the account (hub_id) and the granted scopes. */
export const TokenSet = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  expires_in: Schema.Number,
  token_type: Schema.optional(Schema.String),
  hub_id: Schema.optional(Schema.Number),
  scopes: Schema.optional(Schema.Array(Schema.String))
})
export type TokenSet = typeof TokenSet.Type

/**
 * POST /oauth/v3/token/introspect: `{ active: false }` alone for an unknown, expired or revoked token;
 * an active token's account and scopes otherwise. `hub_domain` is not promised.
 */
export const TokenIntrospection = Schema.Struct({
  active: Schema.Boolean,
  hub_id: Schema.optional(Schema.Number),
  hub_domain: Schema.optional(Schema.String),
  scopes: Schema.optional(Schema.Array(Schema.String)),
  scope: Schema.optional(Schema.String),
  user: Schema.optional(Schema.String),
  user_id: Schema.optional(Schema.Number),
  app_id: Schema.optional(Schema.Number),
  client_id: Schema.optional(Schema.String),
  expires_in: Schema.optional(Schema.Number),
  token_type: Schema.optional(Schema.String)
})
export type TokenIntrospection = typeof TokenIntrospection.Type

/** The scopes of an introspection answer, whether listed (scopes) or space-separated (scope). */
export const introspectedScopes = (info: TokenIntrospection): ReadonlyArray<string> =>
  info.scopes ?? (info.scope ?? "").split(/\s+/).filter((scope) => scope !== "")

/** What the app keeps of a token: its account, the account's domain when HubSpot said, and the scopes. */
export interface TokenInfo {
  readonly hub_id: number
  readonly hub_domain?: string | undefined
  readonly scopes: ReadonlyArray<string>
}

/**
 * GET /account-info/v3/details, limited to what the app reads: the account and, when HubSpot gives it,
 * its name (portalName: optional in HubSpot's reference, left out by older versions of the call).
 */
export const AccountDetails = Schema.Struct({
  portalId: Schema.Number,
  portalName: Schema.optional(Schema.String)
})
export type AccountDetails = typeof AccountDetails.Type

export const FileMetadata = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  folder: Schema.Boolean,
  children: Schema.optional(Schema.Array(Schema.String)),
  createdAt: Schema.Number,
  updatedAt: Schema.Number,
  hash: Schema.optional(Schema.String)
})
export type FileMetadata = typeof FileMetadata.Type

const Paging = Schema.Struct({ next: Schema.optional(Schema.Struct({ after: Schema.String, link: Schema.optional(Schema.String) })) })

export const Page = Schema.Struct({
  id: Id,
  name: Schema.String,
  slug: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String),
  templatePath: Schema.optional(Schema.String),
  htmlTitle: Schema.optional(Schema.String),
  subcategory: Schema.optional(Schema.String),
  domain: Schema.optional(Schema.String),
  url: Schema.optional(Schema.String),
  /** The page's A/B test, when it is in one (HubSpot answers "" otherwise), and its part in it. */
  abTestId: Schema.optional(Schema.String),
  abStatus: Schema.optional(Schema.String),
  created: Schema.optional(Schema.String),
  updated: Schema.optional(Schema.String)
})
export type Page = typeof Page.Type

export const PageList = Schema.Struct({ total: Schema.Number, results: Schema.Array(Page), paging: Schema.optional(Paging) })
export type PageList = typeof PageList.Type

/** What createPage sends: HubSpot's page fields (name is required; others pass through). */
export interface NewPage {
  readonly name: string
  readonly slug?: string
  readonly templatePath?: string
  readonly htmlTitle?: string
  readonly [field: string]: unknown
}

export const HubDbTable = Schema.Struct({
  id: Id,
  name: Schema.String,
  label: Schema.String,
  rowCount: Schema.optional(Schema.Number),
  columnCount: Schema.optional(Schema.Number),
  published: Schema.optional(Schema.Boolean)
})
export type HubDbTable = typeof HubDbTable.Type

export const HubDbTableList = Schema.Struct({ total: Schema.Number, results: Schema.Array(HubDbTable), paging: Schema.optional(Paging) })
export type HubDbTableList = typeof HubDbTableList.Type

export const BlogSettings = Schema.Struct({
  id: Id,
  name: Schema.String,
  slug: Schema.String,
  absoluteUrl: Schema.optional(Schema.String),
  publicTitle: Schema.optional(Schema.String),
  language: Schema.optional(Schema.String)
})
export type BlogSettings = typeof BlogSettings.Type

export const BlogSettingsList = Schema.Struct({ total: Schema.Number, results: Schema.Array(BlogSettings) })
export type BlogSettingsList = typeof BlogSettingsList.Type

/**
 * A domain connected to the account (GET /cms/v3/domains): whether it is the primary one for each kind of
 * content, and whether that kind uses it at all.
 */
export const CrmDomain = Schema.Struct({
  id: Id,
  domain: Schema.String,
  primarySitePage: Schema.Boolean,
  primaryLandingPage: Schema.Boolean,
  primaryBlogPost: Schema.Boolean,
  isUsedForSitePage: Schema.optional(Schema.Boolean),
  isUsedForLandingPage: Schema.optional(Schema.Boolean),
  isResolving: Schema.optional(Schema.Boolean)
})
export type CrmDomain = typeof CrmDomain.Type

export const DomainList = Schema.Struct({ total: Schema.Number, results: Schema.Array(CrmDomain), paging: Schema.optional(Paging) })
export type DomainList = typeof DomainList.Type

/** HubSpot's error bodies: OAuth ({ status: "BAD_…" }) and v3 ({ status: "error", category }). */
export const ErrorBody = Schema.Struct({
  status: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String),
  category: Schema.optional(Schema.String),
  correlationId: Schema.optional(Schema.String),
  /** 429s: RATE_LIMIT, and the policy that refused (TEN_SECONDLY_ROLLING, DAILY, …). */
  errorType: Schema.optional(Schema.String),
  policyName: Schema.optional(Schema.String),
  errors: Schema.optional(
    Schema.Array(
      Schema.Struct({
        context: Schema.optional(Schema.Struct({ requiredGranularScopes: Schema.optional(Schema.Array(Schema.String)) }))
      })
    )
  )
})
export type ErrorBody = typeof ErrorBody.Type
