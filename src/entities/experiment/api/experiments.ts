// Page experiment calls (base /portal/api/v2).
import { Effect } from "effect"

import { ApiClient, type ApiError, type Experiment, type ExperimentCreatePayload, type ExperimentOptions } from "@/shared/api"

const data = <A>(answer: { readonly data: A }) => answer.data

export const listExperiments = (portal: number): Effect.Effect<ReadonlyArray<Experiment>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.list({ path: { portal } }))),
    Effect.map(data)
  )

export const readExperimentOptions = (portal: number): Effect.Effect<ExperimentOptions, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.options({ path: { portal } }))),
    Effect.map(data)
  )

export const createExperiment = (portal: number, payload: ExperimentCreatePayload): Effect.Effect<Experiment, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.create({ path: { portal }, payload }))),
    Effect.map(data)
  )

export const readExperiment = (experiment: number): Effect.Effect<Experiment, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.read({ path: { experiment } }))),
    Effect.map(data)
  )

export const startExperiment = (experiment: number): Effect.Effect<Experiment, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.start({ path: { experiment } }))),
    Effect.map(data)
  )

export const stopExperiment = (experiment: number): Effect.Effect<Experiment, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.stop({ path: { experiment } }))),
    Effect.map(data)
  )

export const declareWinner = (experiment: number, variantId: number): Effect.Effect<Experiment, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.experiments.declareWinner({ path: { experiment }, payload: { variant_id: variantId } }))
    ),
    Effect.map(data)
  )

/** Deletes a draft, stopped or completed experiment; the answer is the server's message ('Experiment deleted.'). */
export const deleteExperiment = (experiment: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.experiments.delete({ path: { experiment } }))),
    Effect.map((answer) => answer.message)
  )
