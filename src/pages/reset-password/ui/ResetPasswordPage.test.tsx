import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { ResetPasswordPage } from "./ResetPasswordPage.tsx"

const page = (
  <>
    <AlertOutlet />
    <ResetPasswordPage token="tok-123" email="ada@example.com" />
  </>
)

// Labels end in ' *' for required fields; anchor at the start so 'Password' is not 'Confirm Password'.
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })

describe("ResetPasswordPage", () => {
  it("sets the password with the link's token and email, then offers to log in", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/password/setup": { status: 200, body: { data: { message: "Your password has been reset." } } }
    })
    await renderWithApp(page, { server, path: "/reset-password" })
    expect((screen.getByLabelText("Email", { exact: false }) as HTMLInputElement).value).toBe("ada@example.com")
    fill("Password", "correct horse")
    fill("Confirm Password", "correct horse")
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }))

    expect((await screen.findByRole("status")).textContent).toContain("Your password has been reset.")
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/")
    expect(server.requests[0]?.body).toEqual({
      token: "tok-123",
      email: "ada@example.com",
      password: "correct horse",
      password_confirmation: "correct horse"
    })
  })

  it("checks the confirmation before calling the server", async () => {
    const server = fakeServer({})
    await renderWithApp(page, { server, path: "/reset-password" })
    fill("Password", "correct horse")
    fill("Confirm Password", "wrong horse")
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }))
    expect(await screen.findByText("The password confirmation does not match.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })

  it("shows an expired token's message as a danger alert", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/password/setup": { status: 422, body: { message: "This password reset token is invalid." } }
    })
    await renderWithApp(page, { server, path: "/reset-password" })
    fill("Password", "correct horse")
    fill("Confirm Password", "correct horse")
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }))
    expect((await screen.findByRole("alert")).textContent).toContain("This password reset token is invalid.")
  })
})
