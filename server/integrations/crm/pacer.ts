// Keeps the app under HubSpot's rolling rate limit (public apps: 110 requests per 10 s per account) by
// waiting before a call instead of meeting a 429. The window lives in a store shared by every worker and
// every API process (PostgreSQL in production, pacer-store-sql.ts); this file holds the waiting and the
// reading of HubSpot's X-HubSpot-RateLimit-* headers, which keep the store honest:
// - a call's instant is first its grant and, once answered, its answer: HubSpot received it in between,
//   so the window is never freed before HubSpot's is;
// - the headers' Max and Interval replace the configured limit for that account (HubSpot raises limits
//   without notice, and tests run a tight sandbox);
// - a Remaining lower than the store knows of means someone else spends the budget: the store records the
//   difference as calls made now.
import { Context, Duration, Effect, Layer } from "effect"

/** What a HubSpot answer says about the account's window (absent headers stay undefined). */
export interface RateLimitHeaders {
  readonly max?: number
  readonly intervalMs?: number
  readonly remaining?: number
}

export type Reservation = { readonly _tag: "Granted"; readonly slot: string } | { readonly _tag: "Wait"; readonly millis: number }

/** The shared window of each account. */
export interface PacerStore {
  /** A slot when the window has room (recorded as a call made now), else how long until it may. */
  readonly reserve: (hubId: number) => Effect.Effect<Reservation>
  /** The call of `slot` was answered: its instant becomes now, and what the answer said is adopted. */
  readonly settle: (hubId: number, slot: string, headers: RateLimitHeaders) => Effect.Effect<void>
  /** HubSpot refused a call (429): the window is taken to be full from now. */
  readonly fill: (hubId: number, headers: RateLimitHeaders) => Effect.Effect<void>
}

export interface PacerLimits {
  /** Calls per window before HubSpot's headers say otherwise (110 for public apps). */
  readonly max: number
  readonly intervalMs: number
  /**
   * Pace the source-code content/metadata/validate calls too. HubSpot exempts them from the ten-second
   * limit, so this is off unless the CRM counts them (a tight test sandbox).
   */
  readonly paceSourceCode: boolean
}

export const HUBSPOT_PUBLIC_APP_LIMITS: PacerLimits = { max: 110, intervalMs: 10_000, paceSourceCode: false }

/** Slack added to every wait, so a call granted at the window's edge does not arrive just inside it. */
const WAIT_SLACK_MS = 25

const header = (headers: Readonly<Record<string, string | undefined>>, name: string): number | undefined => {
  const value = headers[name.toLowerCase()]
  if (value === undefined || value.trim() === "") return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined
}

/** HubSpot's X-HubSpot-RateLimit-* headers of an answer (names are case-insensitive; keys arrive lower-cased). */
export const rateLimitHeaders = (headers: Readonly<Record<string, string | undefined>>): RateLimitHeaders => {
  const max = header(headers, "x-hubspot-ratelimit-max")
  const intervalMs = header(headers, "x-hubspot-ratelimit-interval-milliseconds")
  const remaining = header(headers, "x-hubspot-ratelimit-remaining")
  return {
    ...(max === undefined || max === 0 ? {} : { max }),
    ...(intervalMs === undefined || intervalMs === 0 ? {} : { intervalMs }),
    ...(remaining === undefined ? {} : { remaining })
  }
}

export interface Pacer {
  readonly limits: PacerLimits
  /** Waits until the account's window has room and takes a slot in it. */
  readonly acquire: (hubId: number) => Effect.Effect<string>
  readonly settle: (hubId: number, slot: string, headers: RateLimitHeaders) => Effect.Effect<void>
  readonly fill: (hubId: number, headers: RateLimitHeaders) => Effect.Effect<void>
}

export const makePacer = (store: PacerStore, limits: PacerLimits): Pacer => ({
  limits,
  acquire: (hubId) =>
    Effect.gen(function* () {
      for (;;) {
        const reservation = yield* store.reserve(hubId)
        if (reservation._tag === "Granted") return reservation.slot
        yield* Effect.sleep(Duration.millis(Math.max(0, reservation.millis) + WAIT_SLACK_MS))
      }
    }).pipe(Effect.withSpan("CrmPacer.acquire")),
  settle: store.settle,
  fill: store.fill
})

export class CrmPacer extends Context.Tag("server/CrmPacer")<CrmPacer, Pacer>() {
  static readonly make = (store: PacerStore, limits: PacerLimits): Layer.Layer<CrmPacer> =>
    Layer.succeed(CrmPacer, makePacer(store, limits))
}
