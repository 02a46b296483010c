import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { NotificationEntry } from "./NotificationEntry.tsx"
import { makeNotification } from "./NotificationsPanel.fixtures.ts"

// Spec 2 section 3: an entry shows its title, description, image, avatar, author, date and read state.
function renderEntry(fields: Parameters<typeof makeNotification>[0]) {
  render(
    <ul>
      <NotificationEntry
        notification={makeNotification(fields)}
        isMarking={false}
        onMarkRead={() => undefined}
        onFollow={() => undefined}
      />
    </ul>
  )
  const entry = screen.getByRole("listitem")
  // Both pictures are decorative (alt=""): the title and the author's name say it all.
  const pictures = Array.from(entry.querySelectorAll("img"))
  return { entry, pictures }
}

describe("NotificationEntry", () => {
  it("shows the image under the byline and the avatar beside the author", () => {
    const { entry, pictures } = renderEntry({ image: "/whats-new/theme-5.svg", avatar: "/whats-new/product-team.svg" })
    expect(pictures.map((picture) => picture.getAttribute("src"))).toEqual(["/whats-new/product-team.svg", "/whats-new/theme-5.svg"])
    expect(pictures.every((picture) => picture.getAttribute("alt") === "")).toBe(true)
    const [avatar, image] = pictures
    expect(avatar!.parentElement!.textContent).toContain("Product Team")
    expect(image!.parentElement).toBe(entry)
  })

  it("shows an avatar alone", () => {
    const { pictures } = renderEntry({ avatar: "/whats-new/support.svg", author: "Support" })
    expect(pictures.map((picture) => picture.getAttribute("src"))).toEqual(["/whats-new/support.svg"])
  })

  it("shows no picture when the entry has neither", () => {
    expect(renderEntry({}).pictures).toEqual([])
  })
})
