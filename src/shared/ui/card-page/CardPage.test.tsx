import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { CardPage } from "./CardPage.tsx"

describe("CardPage", () => {
  it("names its card by the heading and shows intro, content and footer in order", () => {
    render(
      <CardPage title="Forgot Password" intro="Enter your email." footer={<a href="/">Back to log in</a>}>
        <form aria-label="Reset password" />
      </CardPage>
    )
    const card = screen.getByRole("region", { name: "Forgot Password" })
    expect(screen.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeTruthy()
    expect(card.textContent).toBe("Forgot PasswordEnter your email.Back to log in")
    expect(screen.getByRole("form", { name: "Reset password" })).toBeTruthy()
  })

  it("leaves out the intro and footer when not given", () => {
    render(
      <CardPage title="Reset Password">
        <span>form</span>
      </CardPage>
    )
    expect(screen.getByRole("region", { name: "Reset Password" }).querySelectorAll("p")).toHaveLength(0)
  })
})
