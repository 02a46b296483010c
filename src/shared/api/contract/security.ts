// Bearer-token authentication: the server middleware provides the caller as CurrentUser.
import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context } from "effect"
import { Unauthorized } from "./errors.ts"
import type { User } from "./user.ts"

export class CurrentUser extends Context.Tag("contract/CurrentUser")<CurrentUser, User>() {}

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("contract/Authentication", {
  failure: Unauthorized,
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer }
}) {}
