// The demo What's New list shows every state an entry can be in (spec 2 section 3: image, avatar), and its
// images are the app's own files, so the demo needs no other host.
import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

import { describe, expect, it } from "vitest"

import { seedNotificationEntries, WHATS_NEW_IMAGES } from "./seed-notifications.ts"

const publicDir = fileURLToPath(new URL("../../public", import.meta.url))

describe("the demo What's New entries", () => {
  it("include one with an image and an avatar, one with an avatar only and one with neither", () => {
    const shapes = seedNotificationEntries.map((entry) => [entry.image !== null, entry.avatar !== null])
    expect(shapes).toContainEqual([true, true])
    expect(shapes).toContainEqual([false, true])
    expect(shapes).toContainEqual([false, false])
  })

  it("take their images from the app's own public files, each an SVG that is there", () => {
    const images = seedNotificationEntries.flatMap((entry) => [entry.image, entry.avatar]).filter((src) => src !== null)
    expect(images.length).toBeGreaterThan(0)
    for (const src of images) {
      // Same origin: a path, not an address on another host (nor protocol-relative).
      expect(src).toMatch(new RegExp(`^${WHATS_NEW_IMAGES}/[a-z0-9-]+\\.svg$`))
      const file = `${publicDir}${src}`
      expect(existsSync(file), file).toBe(true)
      // An image with a size: it draws at its own width in the panel.
      expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*width="\d+" height="\d+"/)
    }
  })
})
