import { afterEach, describe, expect, it } from "vitest"

import {
  armPendingCrmAction,
  disarmPendingCrmAction,
  forgetPendingCrmAction,
  holdPendingCrmAction,
  readyCrmAction,
  resumePendingCrmAction,
  takeReadyCrmAction
} from "./pendingCrmAction.ts"

const add = { portalId: 2, drawer: "files", action: "file:install:css/main.css", label: "Add main.css" }

describe("the CRM action a reconnect interrupted", () => {
  afterEach(() => forgetPendingCrmAction())

  it("armed, held by the reconnect, made ready by the callback and taken once by its control", () => {
    armPendingCrmAction(add)
    holdPendingCrmAction(2)
    // The call's own ending does not drop an action that waits for the reconnect.
    disarmPendingCrmAction(add.action)
    expect(readyCrmAction(2)).toBeNull()
    resumePendingCrmAction(2)
    expect(readyCrmAction(2)).toMatchObject(add)
    expect(takeReadyCrmAction(2, "file:install:css/other.css")).toBe(false)
    expect(takeReadyCrmAction(2, add.action)).toBe(true)
    expect(takeReadyCrmAction(2, add.action)).toBe(false)
  })

  it("a call that ends without a reconnect leaves nothing to resume", () => {
    armPendingCrmAction(add)
    disarmPendingCrmAction(add.action)
    resumePendingCrmAction(2)
    expect(readyCrmAction(2)).toBeNull()
  })

  it("another portal's reconnect, or a callback for another portal, drops the action", () => {
    armPendingCrmAction(add)
    holdPendingCrmAction(3)
    expect(readyCrmAction(2)).toBeNull()
    armPendingCrmAction(add)
    holdPendingCrmAction(2)
    resumePendingCrmAction(3)
    resumePendingCrmAction(2)
    expect(readyCrmAction(2)).toBeNull()
  })

  it("is kept in sessionStorage, so it survives the same tab's round trip through the CRM", () => {
    armPendingCrmAction(add)
    expect(JSON.parse(sessionStorage.getItem("pending_crm_action") ?? "{}")).toMatchObject({ ...add, stage: "armed" })
  })
})
