import { describe, expect, it } from "vitest"

import { ApiError } from "@/shared/api"

import { folderLabel, planLabel } from "./labels.ts"
import { needsCrmReconnect, rememberReconnectPortal } from "./reconnect.ts"

describe("portal labels", () => {
  it("the folder defaults to 'sr'", () => {
    expect(folderLabel({ custom_installation: "acme" })).toBe("acme")
    expect(folderLabel({ custom_installation: "" })).toBe("sr")
    expect(folderLabel({ custom_installation: "  " })).toBe("sr")
  })

  it("plans read as the product names them", () => {
    expect(planLabel("pro")).toBe("PRO")
    expect(planLabel("core")).toBe("Core")
  })
})

describe("CRM reconnect", () => {
  it("is needed for status_code 40001 or the refresh-token message", () => {
    expect(needsCrmReconnect(new ApiError({ status: 400, message: "x", statusCode: 40001 }))).toBe(true)
    expect(
      needsCrmReconnect(
        new ApiError({ status: 422, message: "missing or invalid refresh token", serverMessage: "missing or invalid refresh token" })
      )
    ).toBe(true)
    expect(needsCrmReconnect(new ApiError({ status: 403, message: "x", statusCode: 40010 }))).toBe(false)
    expect(needsCrmReconnect(new ApiError({ status: 500, message: "Internal Server Error. Please try again later." }))).toBe(false)
  })

  it("keeps the portal id in localStorage as reconnect_portal_id", () => {
    rememberReconnectPortal(42)
    expect(localStorage.getItem("reconnect_portal_id")).toBe("42")
  })
})
