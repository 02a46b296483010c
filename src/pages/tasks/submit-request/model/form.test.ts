import { describe, expect, it } from "vitest"

import { TaskCreatePayload } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { checkRequest, DUE_DATE_PAST, EMPTY_FORM, type RequestForm, toPayload } from "./form.ts"

const faults = (form: RequestForm, today = "2026-11-22") =>
  contractFaults({ schema: TaskCreatePayload, toBody: toPayload, check: (values) => checkRequest(values, today) }, form)

describe("the Submit a Request form", () => {
  it("requires title, description and portal, in the contract's words", () => {
    expect(faults(EMPTY_FORM)).toEqual({
      title: "The title field is required.",
      description: "The description field is required.",
      portal_id: "The portal field is required."
    })
  })

  it("checks the due date and the links", () => {
    const form = { ...EMPTY_FORM, title: "T", description: "D", portal_id: "5" }
    expect(faults({ ...form, due_date: "2026-11-21" })).toEqual({ due_date: DUE_DATE_PAST })
    expect(faults({ ...form, due_date: "22.11.2026" })).toEqual({ due_date: "The due date must be a date (YYYY-MM-DD)." })
    expect(faults({ ...form, attachments: "ftp://x" })).toEqual({ attachments: "Each attachment must be an http(s) link." })
    const eleven = Array.from({ length: 11 }, (_, index) => `https://example.com/${index}`).join("\n")
    expect(faults({ ...form, attachments: eleven })).toEqual({ attachments: "A request may have at most 10 attachments." })
    expect(faults({ ...form, due_date: "2026-11-22", attachments: "https://a.example\n\nhttps://b.example" })).toEqual({})
  })

  it("sends one link a line and no empty due date", () => {
    expect(toPayload({ ...EMPTY_FORM, title: " T ", description: "D", portal_id: "5", attachments: " https://a.example \n" })).toEqual({
      title: "T",
      description: "D",
      portal_id: 5,
      priority: "normal",
      due_date: null,
      attachments: ["https://a.example"]
    })
  })
})
