// The client against a scripted server: the catalogue, the hooks, the bearer token and the retry rules.
import { HttpClient, type HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { RequestError } from "@effect/platform/HttpClientError"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, TestClock } from "effect"

import { AccessToken } from "./access-token.ts"
import { ApiClient } from "./api-client.ts"
import { ApiFailureHooks } from "./failure-hooks.ts"

type Answer = { readonly status: number; readonly body?: unknown } | "network-down"

const sampleUser = {
  id: 7,
  name: "Ada",
  email: "ada@example.com",
  agencies: [],
  roles: [{ name: "admin" }],
  agency: null,
  portal_provider: [],
  sr_beta: false,
  is_support: false,
  guides: []
}

/** A fake server answering from a script, recording what it was asked. */
const scripted = (answers: ReadonlyArray<Answer>, session: { token: string | null } = { token: "secret-token" }, onRequest = () => {}) => {
  const requests: Array<HttpClientRequest.HttpClientRequest> = []
  const events: Array<string> = []
  const client = HttpClient.make((request) =>
    Effect.suspend(() => {
      requests.push(request)
      onRequest()
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? "network-down"
      if (answer === "network-down") {
        return Effect.fail(new RequestError({ request, reason: "Transport", cause: new TypeError("Failed to fetch") }))
      }
      const body = answer.body === undefined ? null : JSON.stringify(answer.body)
      return Effect.succeed(
        HttpClientResponse.fromWeb(request, new Response(body, { status: answer.status, headers: { "content-type": "application/json" } }))
      )
    })
  )
  const layer = ApiClient.DefaultWithoutDependencies.pipe(
    Layer.provide(Layer.succeed(HttpClient.HttpClient, client)),
    Layer.provide(Layer.succeed(AccessToken, { get: () => session.token })),
    Layer.provide(
      Layer.succeed(ApiFailureHooks, {
        onBadRequest: () => events.push("bad-request"),
        onUnauthorized: () => events.push("unauthorized"),
        onCrmBusy: (busy) => events.push(busy ? "busy" : "not-busy")
      })
    )
  )
  return { requests, events, layer }
}

const me = ApiClient.pipe(Effect.flatMap((api) => api.call((client) => client.session.me())))
const logout = ApiClient.pipe(Effect.flatMap((api) => api.call((client) => client.session.logout())))

describe("ApiClient", () => {
  it.effect("decodes a success and sends the bearer token", () => {
    const server = scripted([{ status: 200, body: { data: sampleUser } }])
    return Effect.gen(function* () {
      const result = yield* me
      expect(result.data.name).toBe("Ada")
      expect(server.requests[0]?.headers["authorization"]).toBe("Bearer secret-token")
      expect(server.requests[0]?.url).toBe("/auth/api/v2/me")
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("maps a declared 401 to the catalogue and asks the app to end the session", () => {
    const server = scripted([{ status: 401, body: { message: "Token expired" } }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("Unauthorized. Please log in again.")
      expect(server.events).toEqual(["unauthorized"])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("a 401 to a call sent with a session that ended meanwhile leaves the current state alone", () => {
    const session: { token: string | null } = { token: "secret-token" }
    // The page ends the session while the call is on its way (a confirmed email change ends every session).
    const server = scripted([{ status: 401, body: { message: "Unauthenticated." } }], session, () => {
      session.token = null
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.status).toBe(401)
      expect(server.events).toEqual([])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("a 400 keeps the server's message and asks for the /400 page", () => {
    const server = scripted([{ status: 400, body: { message: "The page parameter is invalid." } }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("The page parameter is invalid.")
      expect(server.events).toEqual(["bad-request"])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("a 400 with an application code keeps it and stays where it is", () => {
    const server = scripted([{ status: 400, body: { message: "missing or invalid refresh token", status_code: 40001 } }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("missing or invalid refresh token")
      expect(error.statusCode).toBe(40001)
      expect(server.events).toEqual([])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("an undeclared 403 still reads the envelope", () => {
    const server = scripted([{ status: 403, body: { message: "more scopes", status_code: 40010 } }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("You do not have permission to perform this action.")
      expect(error.statusCode).toBe(40010)
    }).pipe(Effect.provide(server.layer))
  })

  it.live("retries a GET twice on 503, then reports the outage", () => {
    const server = scripted([{ status: 503 }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("Server is currently unavailable. Please try again later.")
      expect(server.requests).toHaveLength(3)
    }).pipe(Effect.provide(server.layer))
  })

  it.live("a GET that recovers after a network failure succeeds", () => {
    const server = scripted(["network-down", { status: 502 }, { status: 200, body: { data: sampleUser } }])
    return Effect.gen(function* () {
      const result = yield* me
      expect(result.data.id).toBe(7)
      expect(server.requests).toHaveLength(3)
    }).pipe(Effect.provide(server.layer))
  })

  it.live("never retries a POST, and no answer means no response", () => {
    const server = scripted(["network-down"])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(logout)
      expect(error.message).toBe("No response from server. Please check your internet connection.")
      expect(server.requests).toHaveLength(1)
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("does not retry a 500", () => {
    const server = scripted([{ status: 500, body: { message: "boom" } }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("Internal Server Error. Please try again later.")
      expect(server.requests).toHaveLength(1)
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("an answer that does not match the contract is a generic error", () => {
    const server = scripted([{ status: 200, body: { data: { id: "not a user" } } }])
    return Effect.gen(function* () {
      const error = yield* Effect.flip(me)
      expect(error.message).toBe("An error occurred. Please try again later.")
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("a busy CRM (503, 40029) is waited out and any call sent again, the user told meanwhile", () => {
    const busy = { status: 503, body: { message: "HubSpot is busy. Please try again in a few seconds.", status_code: 40029 } }
    const server = scripted([busy, busy, { status: 200, body: { data: { message: "Logged out" } } }])
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(logout)
      yield* TestClock.adjust("1 minute")
      yield* Fiber.join(fiber)
      expect(server.requests.map((request) => request.method)).toEqual(["POST", "POST", "POST"])
      expect(server.events).toEqual(["busy", "not-busy"])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("a CRM busy past the retries ends with its own message, and the notice goes", () => {
    const server = scripted([{ status: 503, body: { message: "HubSpot is busy. Please try again in a few seconds.", status_code: 40029 } }])
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(Effect.flip(me))
      yield* TestClock.adjust("2 minutes")
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({ status: 503, statusCode: 40029, message: "HubSpot is busy. Please try again in a few seconds." })
      expect(server.events).toEqual(["busy", "not-busy"])
      // 1 try + 4 busy retries: a busy answer is not also retried as a transient outage.
      expect(server.requests.length).toBe(5)
    }).pipe(Effect.provide(server.layer))
  })
})
