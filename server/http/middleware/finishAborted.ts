// A request the client gives up on (a closed tab, a navigation, a load balancer's timeout) still runs to its
// end; only its response is dropped.
// Node's server interrupts a request's fiber when its socket closes. Interrupted mid-query, @effect/sql-pg
// cancels the statement with pg_cancel_backend, which signals the backend process, not the statement: the
// connection goes back to the pool at once, and the late cancel can land on the next request's statement on
// that connection, which then fails with "canceling statement due to user request" (a 500 for a request
// nobody aborted). The bench at 32 connections found it. Run in a daemon fiber the request fiber joins, the
// handler is never interrupted by an abort: reads end and return their connection idle; writes commit or roll
// back whole, as they would had the client waited, which is also what a retried request expects to find.
import type { HttpApp } from "@effect/platform"
import { Effect, Fiber } from "effect"

export const finishAborted = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> => Effect.flatMap(Effect.forkDaemon(app), Fiber.join)
