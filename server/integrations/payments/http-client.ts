// The `stripe` SDK builds every request path from Stripe's own "/v1/..." and offers host, port and
// protocol options but no base path. A Stripe API reached under a path (the embedded sandbox at
// /sandbox/stripe, or a proxy) needs one, so this client wraps the SDK's own Node client and puts the
// prefix in front of each path.
import Stripe from "stripe"

/** An SDK HttpClient that sends `/v1/x` to `${prefix}/v1/x`; an empty prefix changes nothing. */
export const prefixedStripeHttpClient = (prefix: string): Stripe.HttpClient => {
  const inner = Stripe.createNodeHttpClient()
  const base = prefix.replace(/\/+$/, "")
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, method, headers, requestData, protocol, timeout) =>
      inner.makeRequest(host, port, `${base}${path}`, method, headers, requestData, protocol, timeout)
  }
}
