import { HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { ResponseError } from "@effect/platform/HttpClientError"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"

import { ApiError } from "./api-error.ts"
import { isCrmReconnectError, onCrmReconnectError } from "./crm-reconnect.ts"
import { toApiError } from "./to-api-error.ts"

const failedAnswer = (status: number, body: unknown) => {
  const request = HttpClientRequest.get("http://localhost/module/api/v2/modules")
  const response = HttpClientResponse.fromWeb(
    request,
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
  )
  return new ResponseError({ request, response, reason: "StatusCode" })
}

describe("the CRM reconnect signal (spec 1 section 8)", () => {
  const stops: Array<() => void> = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  it("recognises status_code 40001 and the refresh-token message", () => {
    expect(isCrmReconnectError(new ApiError({ status: 400, message: "x", statusCode: 40001 }))).toBe(true)
    expect(isCrmReconnectError(new ApiError({ status: 422, message: "x", serverMessage: "missing or invalid refresh token" }))).toBe(true)
    expect(isCrmReconnectError(new ApiError({ status: 403, message: "x", statusCode: 40010 }))).toBe(false)
  })

  it("every failed call that asks for a reconnect is signalled, others are not", async () => {
    const seen: Array<ApiError> = []
    stops.push(onCrmReconnectError((error) => seen.push(error)))
    await Effect.runPromise(toApiError(failedAnswer(400, { message: "missing or invalid refresh token", status_code: 40001 })))
    await Effect.runPromise(toApiError(failedAnswer(500, { message: "boom" })))
    expect(seen.map((error) => error.statusCode)).toEqual([40001])
  })

  it("stops after unsubscribing, and a throwing listener does not break the call", async () => {
    const seen: Array<ApiError> = []
    const stop = onCrmReconnectError((error) => seen.push(error))
    stops.push(
      onCrmReconnectError(() => {
        throw new Error("listener failed")
      })
    )
    stop()
    const error = await Effect.runPromise(
      toApiError(failedAnswer(400, { message: "missing or invalid refresh token", status_code: 40001 }))
    )
    expect(error.statusCode).toBe(40001)
    expect(seen).toEqual([])
  })
})
