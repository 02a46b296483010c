// The bearer token comes from above (the session entity); shared only knows how to ask for it.
import { Context } from "effect"

export class AccessToken extends Context.Tag("shared/AccessToken")<AccessToken, { readonly get: () => string | null }>() {}
