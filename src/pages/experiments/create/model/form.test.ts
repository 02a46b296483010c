import { describe, expect, it } from "vitest"

import { experimentFaults, INITIAL_VALUES, toPayload, VARIANT_TEXTS, WIZARD_STEPS } from "./form.ts"

describe("experiment form", () => {
  it("is the control and one HubSpot variation, with no split to choose", () => {
    expect([INITIAL_VALUES.control_name, INITIAL_VALUES.variation_name, INITIAL_VALUES.variation_source]).toEqual([
      "Control",
      "Variant B",
      "copy"
    ])
    expect(WIZARD_STEPS).toEqual(["page", "variants", "goal", "review"])
  })

  it("checks each field in the contract's (server's) words", () => {
    expect(experimentFaults(INITIAL_VALUES)).toEqual({ name: "The name field is required.", page_id: "The page field is required." })
    const ready = { ...INITIAL_VALUES, name: "Hero", page_id: "42" }
    expect(experimentFaults({ ...ready, variation_source: "template" })).toEqual({ variation_template: VARIANT_TEXTS.templateRequired })
    expect(experimentFaults({ ...ready, variation_name: " control " })).toEqual({ variation_name: VARIANT_TEXTS.duplicateNames })
    expect(experimentFaults({ ...ready, control_name: " " })).toEqual({ control_name: "The name field is required." })
    expect(experimentFaults({ ...ready, variation_name: "x".repeat(81) })).toEqual({
      variation_name: "The name may not be greater than 80 characters."
    })
    expect(experimentFaults({ ...ready, name: "x".repeat(121) })).toEqual({ name: "The name may not be greater than 120 characters." })
  })

  it("becomes the create payload, without a traffic split (HubSpot's is even)", () => {
    const values = {
      ...INITIAL_VALUES,
      name: " Hero test ",
      page_id: "42",
      goal: "clicks" as const,
      variation_source: "template" as const,
      variation_template: "agency-home"
    }
    expect(experimentFaults(values)).toEqual({})
    expect(toPayload(values)).toEqual({
      name: "Hero test",
      page_id: "42",
      goal: "clicks",
      variants: [
        { name: "Control", source: "control" },
        { name: "Variant B", source: "template", template: "agency-home" }
      ]
    })
    expect(toPayload({ ...values, variation_source: "copy", variation_template: "agency-home" }).variants[1]).toEqual({
      name: "Variant B",
      source: "copy"
    })
  })
})
