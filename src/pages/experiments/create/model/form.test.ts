import { describe, expect, it } from "vitest"

import { FORM_TEXTS, initialDraft, stepErrors, toPayload, updateVariant, WIZARD_STEPS } from "./form.ts"

describe("experiment form", () => {
  it("is the control and one HubSpot variation, with no split to choose", () => {
    const draft = initialDraft()
    expect(draft.variants.map((variant) => [variant.name, variant.source])).toEqual([
      ["Control", "control"],
      ["Variant B", "copy"]
    ])
    expect(WIZARD_STEPS).toEqual(["page", "variants", "goal", "review"])
  })

  it("checks each step", () => {
    const draft = initialDraft()
    expect(stepErrors("page", draft)).toEqual({ name: FORM_TEXTS.nameRequired, page: FORM_TEXTS.pageRequired })
    const templated = updateVariant(draft, "v1", { source: "template" })
    expect(stepErrors("variants", templated)).toEqual({ "template-v1": FORM_TEXTS.templateRequired })
    const twins = updateVariant(draft, "v1", { name: "control" })
    expect(stepErrors("variants", twins)).toEqual({ "name-v1": FORM_TEXTS.duplicateNames })
    expect(stepErrors("variants", updateVariant(draft, "v0", { name: " " }))).toEqual({ "name-v0": FORM_TEXTS.variantName })
    expect(stepErrors("goal", { ...draft, goal: null })).toEqual({ goal: FORM_TEXTS.goalRequired })
  })

  it("becomes the create payload, without a traffic split (HubSpot's is even)", () => {
    const draft = updateVariant({ ...initialDraft(), name: " Hero test ", pageId: "42", goal: "clicks" }, "v1", {
      source: "template",
      template: "agency-home"
    })
    expect(stepErrors("review", draft)).toEqual({})
    expect(toPayload(draft)).toEqual({
      name: "Hero test",
      page_id: "42",
      goal: "clicks",
      variants: [
        { name: "Control", source: "control" },
        { name: "Variant B", source: "template", template: "agency-home" }
      ]
    })
  })
})
