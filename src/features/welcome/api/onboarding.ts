// The onboarding calls (base /auth/api/v2/users): guides, which one-time modal is due, and the answers.
import { Effect } from "effect"

import { ApiClient, type ApiError, type ContractClient, type ProfilePayload, type ReviewPayload } from "@/shared/api"

const call = <A, E>(request: (client: ContractClient) => Effect.Effect<A, E>): Effect.Effect<A, ApiError, ApiClient> =>
  ApiClient.pipe(Effect.flatMap((api) => api.call(request)))

export const loadOnboarding = call((client) => client.profiles.onboarding()).pipe(Effect.map(({ data }) => data))

export const loadGuides = call((client) => client.profiles.guides()).pipe(Effect.map(({ data }) => data))

export const saveProfile = (payload: ProfilePayload) =>
  call((client) => client.profiles.saveProfile({ payload })).pipe(Effect.map(({ data }) => data))

export const answerReview = (payload: ReviewPayload) =>
  call((client) => client.profiles.askReview({ payload })).pipe(Effect.map(({ data }) => data))
