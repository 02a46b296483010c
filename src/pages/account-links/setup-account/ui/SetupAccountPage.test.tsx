import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { MISSING_SETUP_TOKEN, SetupAccountPage } from "./SetupAccountPage.tsx"

const SETUP = "POST /auth/api/v2/password/setup"
const page = (token = "setup-tok") => (
  <>
    <AlertOutlet />
    <SetupAccountPage token={token} email="ada@example.com" />
  </>
)
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })

describe("SetupAccountPage", () => {
  it("sets the first password with the link's token, then goes to log in with the server's message", async () => {
    const server = fakeServer({ [SETUP]: { status: 200, body: { data: { message: "Your password has been set." } } } })
    const app = await renderWithApp(page(), { server, path: "/setup-account?token=setup-tok" })
    fill("Password", "correct horse")
    fill("Confirm Password", "correct horse")
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }))
    await waitFor(() => expect(app.currentPath()).toBe("/"))
    expect((await screen.findByRole("status")).textContent).toContain("Your password has been set.")
    expect(server.requests[0]?.body).toEqual({
      token: "setup-tok",
      email: "ada@example.com",
      password: "correct horse",
      password_confirmation: "correct horse"
    })
  })

  it("checks the form first and shows a refused token as a danger alert", async () => {
    const server = fakeServer({ [SETUP]: { status: 422, body: { message: "This password reset token is invalid." } } })
    await renderWithApp(page(), { server, path: "/setup-account" })
    fill("Password", "short")
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }))
    expect(await screen.findByText("The password must be at least 10 characters.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
    fill("Password", "correct horse")
    fill("Confirm Password", "correct horse")
    fireEvent.click(screen.getByRole("button", { name: "Set Password" }))
    expect((await screen.findByRole("alert")).textContent).toContain("This password reset token is invalid.")
  })

  it("warns about a link without token and cannot be sent", async () => {
    await renderWithApp(page(""), { path: "/setup-account" })
    expect(screen.getByText(MISSING_SETUP_TOKEN)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Set Password" }).hasAttribute("disabled")).toBe(true)
  })
})
