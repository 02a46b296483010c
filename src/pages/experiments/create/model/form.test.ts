import { describe, expect, it } from "vitest"
import { addVariant, evenSplit, FORM_TEXTS, initialDraft, removeVariant, stepErrors, toPayload, updateVariant } from "./form.ts"

describe("experiment form", () => {
  it("splits traffic evenly in whole percentages", () => {
    expect(evenSplit(2)).toEqual([50, 50])
    expect(evenSplit(3)).toEqual([34, 33, 33])
    expect(evenSplit(5).reduce((a, b) => a + b, 0)).toBe(100)
  })

  it("starts with the control and one copy, and re-splits when variants come and go", () => {
    const draft = initialDraft()
    expect(draft.variants.map((variant) => [variant.name, variant.source, variant.percent])).toEqual([["Control", "control", "50"], ["Variant B", "copy", "50"]])
    const three = addVariant(draft)
    expect(three.variants.map((variant) => variant.percent)).toEqual(["34", "33", "33"])
    expect(three.variants[2]!.name).toBe("Variant C")
    const back = removeVariant(three, three.variants[2]!.key)
    expect(back.variants.map((variant) => variant.percent)).toEqual(["50", "50"])
    // Neither the control nor the last other variant can go.
    expect(removeVariant(back, "v0").variants).toHaveLength(2)
    expect(removeVariant(back, "v1").variants).toHaveLength(2)
  })

  it("checks each step", () => {
    const draft = initialDraft()
    expect(stepErrors("page", draft)).toEqual({ name: FORM_TEXTS.nameRequired, page: FORM_TEXTS.pageRequired })
    const skewed = updateVariant(draft, "v1", { percent: "40" })
    expect(stepErrors("split", skewed)).toEqual({ split: FORM_TEXTS.split(90) })
    const templated = updateVariant(draft, "v1", { source: "template" })
    expect(stepErrors("variants", templated)).toEqual({ "template-v1": FORM_TEXTS.templateRequired })
    const twins = updateVariant(draft, "v1", { name: "control" })
    expect(stepErrors("variants", twins)).toEqual({ "name-v1": FORM_TEXTS.duplicateNames })
    expect(stepErrors("goal", { ...draft, goal: null })).toEqual({ goal: FORM_TEXTS.goalRequired })
  })

  it("becomes the create payload", () => {
    const draft = updateVariant({ ...initialDraft(), name: " Hero test ", pageId: "42", goal: "clicks" }, "v1", { source: "template", template: "agency-home" })
    expect(stepErrors("review", draft)).toEqual({})
    expect(toPayload(draft)).toEqual({
      name: "Hero test",
      page_id: "42",
      goal: "clicks",
      variants: [
        { name: "Control", source: "control", traffic_percent: 50 },
        { name: "Variant B", source: "template", template: "agency-home", traffic_percent: 50 }
      ]
    })
  })
})
