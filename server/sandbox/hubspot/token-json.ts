// HubSpot's answers about tokens: the token endpoint's (v1 and v3), v1 token metadata and v3
// introspection, with the fields their references list.
import { SANDBOX_APP_ID } from "./settings.ts"
import type { Account } from "./store/accounts.ts"
import type { AccessToken, Grant } from "./store/oauth.ts"
import { splitScopes } from "./store/oauth.ts"

/** The sandbox's one installing user. */
const USER_ID = 1

export interface IssuedTokens {
  readonly grant: Grant
  readonly accessToken: string
  readonly expiresIn: number
}

/** POST /oauth/v1/token. */
export const v1TokenJson = ({ grant, accessToken, expiresIn }: IssuedTokens) => ({
  token_type: "bearer",
  refresh_token: grant.refresh_token,
  access_token: accessToken,
  expires_in: expiresIn,
  hub_id: grant.hub_id,
  scopes: splitScopes(grant.scopes)
})

/** POST /oauth/v3/token (authorization_code and refresh_token grants). */
export const v3TokenJson = (issued: IssuedTokens) => ({
  ...v1TokenJson(issued),
  token_use: "access_token",
  user_id: USER_ID
})

const userOf = (account: Account | undefined) => `developer@${account?.domain ?? "sandbox.hubspot.localhost"}`

const signedAccessToken = (access: AccessToken, token: string) => ({
  appId: SANDBOX_APP_ID,
  appInstallId: `${SANDBOX_APP_ID}-${access.hubId}`,
  audience: "api",
  expiresAt: Date.now() + access.expiresIn * 1000,
  hubId: access.hubId,
  hublet: "na1",
  installingUserId: USER_ID,
  isPrivateDistribution: false,
  isServiceAccount: false,
  isUserLevel: false,
  newSignature: token.slice(-16),
  scopeToScopeGroupPks: "",
  scopes: access.scopes.join(" "),
  signature: token.slice(-32, -16),
  trialScopeToScopeGroupPks: "",
  trialScopes: "",
  userId: USER_ID
})

/** A live access token's metadata: GET /oauth/v1/access-tokens/{token} and v3 introspection. */
export const accessTokenJson = (access: AccessToken, token: string, account: Account | undefined) => ({
  token,
  user: userOf(account),
  hub_domain: account?.domain ?? "",
  scopes: access.scopes,
  hub_id: access.hubId,
  app_id: SANDBOX_APP_ID,
  client_id: access.clientId,
  expires_in: access.expiresIn,
  user_id: USER_ID,
  token_type: "access",
  is_private_distribution: false,
  signed_access_token: signedAccessToken(access, token)
})

/** A live refresh token's metadata: GET /oauth/v1/refresh-tokens/{token} and v3 introspection. */
export const refreshTokenJson = (grant: Grant, account: Account | undefined) => ({
  token: grant.refresh_token,
  user: userOf(account),
  hub_domain: account?.domain ?? "",
  scopes: splitScopes(grant.scopes),
  hub_id: grant.hub_id,
  app_id: SANDBOX_APP_ID,
  client_id: grant.client_id,
  user_id: USER_ID,
  token_type: "refresh"
})
