import { describe, expect, it } from "vitest"

import { catalogueError } from "./catalogue.ts"

const response = (status: number, serverMessage?: string, statusCode?: number) =>
  catalogueError({ _tag: "Response", status, serverMessage, statusCode })

describe("the error catalogue (spec 1 section 8)", () => {
  it("400 and 422 show the server's message", () => {
    expect(response(400, "The portal id is invalid.").message).toBe("The portal id is invalid.")
    expect(response(422, "The email field is required.").message).toBe("The email field is required.")
  })

  it("400 and 422 without a message show 'Bad request.'", () => {
    expect(response(400).message).toBe("Bad request.")
    expect(response(422, "  ").message).toBe("Bad request.")
  })

  it.each([
    [401, "Unauthorized. Please log in again."],
    [403, "You do not have permission to perform this action."],
    [404, "Resource not found."],
    [500, "Internal Server Error. Please try again later."],
    [502, "Server is currently unavailable. Please try again later."],
    [503, "Server is currently unavailable. Please try again later."],
    [504, "Server is currently unavailable. Please try again later."],
    [402, "An error occurred. Please try again later."],
    [409, "An error occurred. Please try again later."]
  ])("%i shows %s, whatever the server said", (status, message) => {
    const error = response(status, "server detail")
    expect(error.message).toBe(message)
    expect(error.status).toBe(status)
  })

  it("429 shows the server's message saying when to retry, else the generic one", () => {
    const limited = response(429, "Too many password reset requests. Please try again in 14 minutes.")
    expect(limited.message).toBe("Too many password reset requests. Please try again in 14 minutes.")
    expect(limited.status).toBe(429)
    expect(response(429, "").message).toBe("An error occurred. Please try again later.")
  })

  it("no response asks to check the connection", () => {
    const error = catalogueError({ _tag: "NoResponse" })
    expect(error.message).toBe("No response from server. Please check your internet connection.")
    expect(error.status).toBe(0)
  })

  it("an answer that breaks the contract is a generic error", () => {
    expect(catalogueError({ _tag: "Unexpected", status: 200 }).message).toBe("An error occurred. Please try again later.")
  })

  it("keeps the application status_code and the server's message", () => {
    const error = response(422, "missing or invalid refresh token", 40001)
    expect(error.statusCode).toBe(40001)
    expect(error.serverMessage).toBe("missing or invalid refresh token")
    expect(response(403, "scopes", 40010).statusCode).toBe(40010)
  })

  it("a CRM that stayed busy (503, 40029) says so and that trying later helps", () => {
    expect(response(503, "HubSpot is busy. Please try again in a few seconds.", 40029).message).toBe(
      "HubSpot is busy. Please try again in a few seconds."
    )
    expect(response(503, "other", undefined).message).toBe("Server is currently unavailable. Please try again later.")
  })
})
