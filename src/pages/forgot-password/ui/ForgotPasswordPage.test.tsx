import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { ForgotPasswordPage } from "./ForgotPasswordPage.tsx"

const page = (
  <>
    <AlertOutlet />
    <ForgotPasswordPage />
  </>
)

describe("ForgotPasswordPage", () => {
  it("sends the email and shows the server's answer", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/password/reset": { status: 200, body: { data: { message: "We have emailed your password reset link." } } }
    })
    await renderWithApp(page, { server, path: "/forgot-password" })
    fireEvent.change(screen.getByLabelText("Email", { exact: false }), { target: { value: "ada@example.com" } })
    fireEvent.click(screen.getByRole("button", { name: "Send Password Reset Link" }))

    expect((await screen.findByRole("status")).textContent).toContain("We have emailed your password reset link.")
    expect(server.requests[0]?.body).toEqual({ email: "ada@example.com" })
  })

  it("shows a rate-limit refusal as a danger alert with the server's message saying when to retry", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/password/reset": {
        status: 429,
        body: { message: "Too many password reset requests. Please try again in 14 minutes." }
      }
    })
    await renderWithApp(page, { server, path: "/forgot-password" })
    fireEvent.change(screen.getByLabelText("Email", { exact: false }), { target: { value: "ada@example.com" } })
    fireEvent.click(screen.getByRole("button", { name: "Send Password Reset Link" }))
    expect((await screen.findByRole("alert")).textContent).toContain("Too many password reset requests. Please try again in 14 minutes.")
  })

  it("wants a valid email first", async () => {
    const server = fakeServer({})
    await renderWithApp(page, { server, path: "/forgot-password" })
    fireEvent.click(screen.getByRole("button", { name: "Send Password Reset Link" }))
    expect(await screen.findByText("The email field is required.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })
})
