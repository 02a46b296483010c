// A/B test answers: HubSpot's create-variation returns the new page (Page); results are per page.
import { Schema } from "effect"

export const AbTestResult = Schema.Struct({ pageId: Schema.String, visitors: Schema.Number, conversions: Schema.Number })
export type AbTestResult = typeof AbTestResult.Type

export const AbTestResults = Schema.Struct({ total: Schema.Number, results: Schema.Array(AbTestResult) })
export type AbTestResults = typeof AbTestResults.Type
