// Journey: a visitor opens the demo portal's Modules drawer and sees its module groups, listed through
// the guest call; pressing a group's Install Module opens the Register modal instead of starting a batch,
// and the browser sends nothing but reads to the API.
import { GUEST_PORTAL_ID } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test("a visitor sees the demo portal's module groups, and a group install leads to Register", async ({ page }) => {
  const guestWrites: Array<string> = []
  page.on("request", (sent) => {
    if (sent.method() !== "GET" && sent.url().includes("/api/v2/")) guestWrites.push(`${sent.method()} ${sent.url()}`)
  })

  await page.goto(`/portals-guest/${GUEST_PORTAL_ID}`)
  await expect(page.getByRole("heading", { name: "Demo Portal", level: 1 })).toBeVisible()
  const bar = page.getByRole("navigation", { name: "Editor" })

  const groupsListed = page.waitForResponse(
    (answer) => answer.url().includes(`/module/api/v2/guest/module-groups?portal=${GUEST_PORTAL_ID}`) && answer.status() === 200
  )
  await bar.getByRole("button", { name: "Modules", exact: true }).click()
  await groupsListed
  const drawer = page.getByRole("dialog", { name: "Modules" })
  const groups = drawer.getByRole("region", { name: "Module Groups" })
  const group = groups.getByRole("listitem", { name: "Layout Basics", exact: true })
  await expect(group).toBeVisible()
  await expect(group).toContainText("4 modules")

  await group.getByRole("button", { name: "Install Module" }).click()
  const register = page.getByRole("dialog", { name: "Create Account" })
  await expect(register).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(register).toBeHidden()
  // No batch was started: the group still offers Install Module, with no progress.
  await expect(group.getByRole("button", { name: "Install Module" })).toBeVisible()
  await expect(group.getByRole("progressbar")).toHaveCount(0)
  expect(guestWrites).toEqual([])
})
