import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"

import { openModalAtom } from "@/shared/lib/modal"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { REGISTER_FORM_STORAGE_KEY } from "../config/texts.ts"
import { RegisterModal } from "./RegisterModal.tsx"

const REGISTER = "POST /agency/api/v2/agencies/send-me-invite"

async function openModal(route: FakeRoute) {
  const store = createStore()
  store.set(openModalAtom, "register")
  const server = fakeServer({ [REGISTER]: route })
  const goTo = vi.fn()
  const view = await renderWithApp(<RegisterModal goTo={goTo} />, { store, server, path: "/portals-guest" })
  return { server, store, goTo, view }
}

const type = (name: string, value: string) => fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } })
const fill = () => {
  type("First Name", "Rita")
  type("Last Name", "Register")
  type("Email", "rita@example.com")
  type("Company", "Rita Creative")
  type("Website", "rita.example")
}

afterEach(() => localStorage.clear())

describe("RegisterModal", () => {
  it("checks the fields, registers, clears the kept values and sends the browser to data.url", async () => {
    const { server, goTo } = await openModal({
      status: 201,
      body: { data: { url: "/auto-login?token=abc", message: "Your account has been created." } }
    })
    const dialog = screen.getByRole("dialog", { name: "Create Account" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }))
    await waitFor(() => expect(screen.getByText("The first name field is required.")).toBeTruthy())
    expect(screen.getByText("The website field is required.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)

    fill()
    expect(JSON.parse(localStorage.getItem(REGISTER_FORM_STORAGE_KEY) ?? "{}")).toMatchObject({ company: "Rita Creative" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }))
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/auto-login?token=abc"))
    expect(server.requests[0]?.body).toEqual({
      first_name: "Rita",
      last_name: "Register",
      agency_name: "Rita Register",
      email: "rita@example.com",
      company: "Rita Creative",
      website: "https://rita.example",
      source: "reverse-gate",
      plan_id: 1
    })
    expect(localStorage.getItem(REGISTER_FORM_STORAGE_KEY)).toBeNull()
  })

  it("starts from the values kept in local storage", async () => {
    localStorage.setItem(REGISTER_FORM_STORAGE_KEY, JSON.stringify({ first_name: "Kept", company: "Kept Co" }))
    await openModal({ status: 201, body: { data: { url: "/", message: "" } } })
    expect((screen.getByRole("textbox", { name: "First Name" }) as HTMLInputElement).value).toBe("Kept")
    expect((screen.getByRole("textbox", { name: "Company" }) as HTMLInputElement).value).toBe("Kept Co")
  })

  it("shows the server's message beside the field it names when the form is refused, keeping the values", async () => {
    const { goTo } = await openModal({ status: 422, body: { message: "The email has already been taken." } })
    fill()
    fireEvent.click(within(screen.getByRole("dialog", { name: "Create Account" })).getByRole("button", { name: "Create Account" }))
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe("true"))
    expect(screen.getByText("The email has already been taken.")).toBeTruthy()
    expect(goTo).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(REGISTER_FORM_STORAGE_KEY) ?? "{}")).toMatchObject({ email: "rita@example.com" })
  })

  it("refuses a website that is not an address, in the browser and from the server's 422 beside Website", async () => {
    const { server } = await openModal({
      status: 422,
      body: {
        message: "website: The website must be a valid http or https address.",
        errors: { website: ["The website must be a valid http or https address."] }
      }
    })
    fill()
    type("Website", "not a url")
    const submit = () =>
      fireEvent.click(within(screen.getByRole("dialog", { name: "Create Account" })).getByRole("button", { name: "Create Account" }))
    submit()
    expect(await screen.findByText("The website must be a valid http or https address.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
    // An address the browser accepts but the server refuses: its message lands beside the field too.
    type("Website", "rita.example")
    submit()
    await waitFor(() => expect(server.requests).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Website" }).getAttribute("aria-invalid")).toBe("true"))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("only stops loading on other failures", async () => {
    const { goTo, server } = await openModal({ status: 500, body: { message: "boom" } })
    fill()
    const submit = within(screen.getByRole("dialog", { name: "Create Account" })).getByRole("button", { name: "Create Account" })
    fireEvent.click(submit)
    expect(submit.getAttribute("data-pending")).toBe("true")
    await waitFor(() => expect(submit.getAttribute("data-pending")).toBeNull())
    expect(server.requests).toHaveLength(1)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(goTo).not.toHaveBeenCalled()
  })

  it("its Log in link goes to / and closes the modal", async () => {
    const { store, view } = await openModal({ status: 201, body: { data: { url: "/", message: "" } } })
    const login = screen.getByRole("link", { name: "Log in" })
    expect(login.getAttribute("href")).toBe("/")
    fireEvent.click(login)
    await waitFor(() => expect(view.currentPath()).toBe("/"))
    expect(store.get(openModalAtom)).toBeNull()
  })
})
