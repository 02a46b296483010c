// The "experiments" group: page A/B tests of a portal, base /portal/api/v2; and the public
// "experimentEvents" collector the tracking snippet reports to.
import { HttpApiBuilder, HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { TooManyRequests } from "#contract/errors.ts"
import { CurrentUser } from "#contract/security.ts"

import { ExperimentCollector } from "../../domain/experiments/ExperimentCollector.ts"
import { Experiments } from "../../domain/experiments/Experiments.ts"
import { clientIp } from "../middleware/request.ts"

export const ExperimentHttpLive = HttpApiBuilder.group(Api, "experiments", (handlers) =>
  Effect.gen(function* () {
    const experiments = yield* Experiments
    const data = <A>(value: A) => ({ data: value })

    return handlers
      .handle("list", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.list(user, path.portal), data)))
      .handle("options", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.options(user, path.portal), data)))
      .handle("create", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.create(user, path.portal, payload), data))
      )
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.read(user, path.experiment), data)))
      .handle("start", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.start(user, path.experiment), data)))
      .handle("stop", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.stop(user, path.experiment), data)))
      .handle("declareWinner", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.declareWinner(user, path.experiment, payload), data))
      )
      .handle("delete", ({ path }) => Effect.flatMap(CurrentUser, (user) => experiments.remove(user, path.experiment)))
  })
)

/** A refusal for too many events says when to come back (Retry-After, in seconds). */
const retryLater = (seconds: number) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds)))
  ).pipe(
    Effect.zipRight(Effect.fail(new TooManyRequests({ message: `Too many experiment events. Please try again in ${seconds} seconds.` })))
  )

export const ExperimentEventHttpLive = HttpApiBuilder.group(Api, "experimentEvents", (handlers) =>
  Effect.gen(function* () {
    const collector = yield* ExperimentCollector
    return handlers.handle("collect", ({ payload }) =>
      Effect.flatMap(clientIp, (ip) => collector.collect(ip, payload)).pipe(
        Effect.map((receipt) => ({ data: receipt })),
        Effect.catchTag("CollectorBusy", (busy) => retryLater(busy.retryAfter))
      )
    )
  })
)
