// What the app's clients and the embedded stand-ins of HubSpot and Stripe agree on when nothing is
// configured. The stand-ins are separate HTTP peers: the clients reach them through their settings, and both
// sides read these defaults from here rather than from each other.

/** The one OAuth app the sandbox HubSpot knows; HUBSPOT_CLIENT_ID / _SECRET default to it. */
export const SANDBOX_CLIENT_ID = "sandbox-client"
export const SANDBOX_CLIENT_SECRET = "sandbox-secret-not-for-production"

/** The path the sandbox payments are mounted at, in front of Stripe's own /v1/... paths. */
export const SANDBOX_STRIPE_PREFIX = "/sandbox/stripe"
/** The sandbox's secret key: any request carrying it is the server's own. */
export const SANDBOX_SECRET_KEY = "sk_test_sandbox"
/** The sandbox's publishable key: what the browser's card form sends on every call, as Stripe.js sends pk_…. */
export const SANDBOX_PUBLISHABLE_KEY = "pk_test_sandbox"
