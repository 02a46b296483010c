// The Figma Design System link reaches the browser through the client config: the product's link by
// default, FIGMA_DESIGN_SYSTEM_URL when a deployment sets one (no build-time variable).
import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"

import { DEFAULT_FIGMA_DESIGN_SYSTEM_URL, loadSettings } from "../../config.ts"

const settingsFrom = (env: Record<string, string>) =>
  Effect.withConfigProvider(loadSettings, ConfigProvider.fromMap(new Map(Object.entries(env))))

describe("Figma Design System link", () => {
  it.effect("defaults to the product's link", () =>
    Effect.gen(function* () {
      expect((yield* settingsFrom({})).figmaDesignSystemUrl).toBe(DEFAULT_FIGMA_DESIGN_SYSTEM_URL)
      expect((yield* settingsFrom({ FIGMA_DESIGN_SYSTEM_URL: "  " })).figmaDesignSystemUrl).toBe(DEFAULT_FIGMA_DESIGN_SYSTEM_URL)
    })
  )

  it.effect("a deployment's FIGMA_DESIGN_SYSTEM_URL replaces it", () =>
    Effect.gen(function* () {
      const settings = yield* settingsFrom({ FIGMA_DESIGN_SYSTEM_URL: "https://www.figma.com/file/own" })
      expect(settings.figmaDesignSystemUrl).toBe("https://www.figma.com/file/own")
    })
  )
})
