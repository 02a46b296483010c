// Bearer-token authentication: the server middleware provides the caller as CurrentUser. It also checks the
// operation's rights before the request is decoded: a caller who may not act is refused with 403
// (or 404 where the operation hides what exists) before any validation answer.
import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"

import { Forbidden, NotFound, Unauthorized } from "./errors.ts"
import type { User } from "./user.ts"

export class CurrentUser extends Context.Tag("contract/CurrentUser")<CurrentUser, User>() {}

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("contract/Authentication", {
  failure: Schema.Union(Unauthorized, Forbidden, NotFound),
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer }
}) {}
