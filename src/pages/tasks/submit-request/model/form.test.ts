import { describe, expect, it } from "vitest"

import { EMPTY_FORM, toPayload, validateRequest } from "./form.ts"

describe("the Submit a Request form", () => {
  it("requires title, description and portal", () => {
    expect(Object.keys(validateRequest(EMPTY_FORM, "2026-11-22")).sort()).toEqual(["description", "portal", "title"])
  })
  it("checks the due date and the links", () => {
    const form = { ...EMPTY_FORM, title: "T", description: "D", portalId: "5" }
    expect(validateRequest({ ...form, dueDate: "2026-11-21" }, "2026-11-22")).toEqual({ dueDate: "The due date may not be in the past." })
    expect(validateRequest({ ...form, attachments: "ftp://x" }, "2026-11-22")).toEqual({
      attachments: "Each attachment must be an http(s) link."
    })
    expect(
      validateRequest({ ...form, dueDate: "2026-11-22", attachments: "https://a.example\n\nhttps://b.example" }, "2026-11-22")
    ).toEqual({})
  })
  it("sends one link a line and no empty due date", () => {
    expect(toPayload({ ...EMPTY_FORM, title: " T ", description: "D", portalId: "5", attachments: " https://a.example \n" })).toEqual({
      title: "T",
      description: "D",
      portal_id: 5,
      priority: "normal",
      due_date: null,
      attachments: ["https://a.example"]
    })
  })
})
