// The "experiments" group: page A/B tests of a portal (issue 7), base /portal/api/v2.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Api } from "../../../src/shared/api/contract/api.ts"
import { CurrentUser } from "../../../src/shared/api/contract/security.ts"
import { Experiments } from "../../domain/experiments/Experiments.ts"

export const ExperimentHttpLive = HttpApiBuilder.group(Api, "experiments", (handlers) =>
  Effect.gen(function*() {
    const experiments = yield* Experiments
    const data = <A>(value: A) => ({ data: value })

    return handlers
      .handle("list", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.list(user, path.portal), data)))
      .handle("options", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.options(user, path.portal), data)))
      .handle("create", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.create(user, path.portal, payload), data)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.read(user, path.experiment), data)))
      .handle("start", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.start(user, path.experiment), data)))
      .handle("stop", ({ path }) => Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.stop(user, path.experiment), data)))
      .handle("declareWinner", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => Effect.map(experiments.declareWinner(user, path.experiment, payload), data)))
      .handle("delete", ({ path }) => Effect.flatMap(CurrentUser, (user) => experiments.remove(user, path.experiment)))
  }))
