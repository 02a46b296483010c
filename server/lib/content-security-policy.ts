// Content-Security-Policy text, and the policy of the sandboxes' own pages: shared by the app's security
// headers (server/http/middleware/securityHeaders.ts) and the sandbox pages that send their own policy.

type Directives = Readonly<Record<string, ReadonlyArray<string>>>

export const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")

/**
 * The sandboxes' own pages (OAuth consent, 3-D Secure, dashboard, receipts, mail viewer, sites). Their
 * forms post to the sandbox and redirect back to the app (form-action covers the redirect target).
 * `scriptNonce` allows the inline scripts of a page that sends its own policy (the sandbox sites).
 */
export const sandboxPolicy = (options: { readonly appOrigin?: string; readonly framedByApp?: boolean; readonly scriptNonce?: string }) =>
  serialize({
    "default-src": ["'none'"],
    "script-src": options.scriptNonce === undefined ? ["'self'"] : ["'self'", `'nonce-${options.scriptNonce}'`],
    // Each page carries its small stylesheet inline (server/sandbox/*/html.ts and friends); a style
    // cannot run code, and these pages stand in for other companies' sites, not for the app.
    "style-src": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": options.appOrigin === undefined ? ["'self'"] : ["'self'", options.appOrigin],
    // Only the 3-D Secure page is framed, by the app's AuthenticationModal.
    "frame-ancestors":
      options.framedByApp === true ? ["'self'", ...(options.appOrigin === undefined ? [] : [options.appOrigin])] : ["'none'"]
  })

/**
 * The app's service worker script (/sw.js). A worker runs under the policy of its own script's
 * response, so the API's 'none' would block the worker's fetches of the app shell and assets: it may
 * reach its own origin, and nothing else.
 */
export const SERVICE_WORKER_POLICY = serialize({ "default-src": ["'none'"], "connect-src": ["'self'"] })
