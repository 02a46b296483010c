import { afterEach, describe, expect, it } from "vitest"

import { contractFaults } from "@/shared/ui/form"

import { REGISTER_FORM_STORAGE_KEY } from "../config/texts.ts"
import {
  clearRegisterForm,
  EMPTY_REGISTER_FORM,
  loadRegisterForm,
  registerChecks,
  type RegisterFormValue,
  saveRegisterForm,
  toRegisterPayload
} from "./registerForm.ts"

/** What the form finds wrong: the contract's RegisterPayload judging the body the values make. */
const faultsOf = (value: RegisterFormValue) => contractFaults(registerChecks, value)

const filled = { first_name: "Rita", last_name: "Register", email: "rita@example.com", company: "Rita Creative", website: "rita.example" }

afterEach(() => localStorage.clear())

describe("register form", () => {
  it("requires every field and a valid email, in the contract's words", () => {
    expect(faultsOf(EMPTY_REGISTER_FORM)).toEqual({
      first_name: "The first name field is required.",
      last_name: "The last name field is required.",
      email: "The email field is required.",
      company: "The company field is required.",
      website: "The website field is required."
    })
    expect(faultsOf({ ...filled, email: "rita@" })).toEqual({ email: "The email must be a valid email address." })
    expect(faultsOf(filled)).toEqual({})
  })

  it("sends agency_name as first + last name with the default source and plan", () => {
    expect(toRegisterPayload({ ...filled, first_name: " Rita " })).toEqual({
      ...filled,
      website: "https://rita.example",
      agency_name: "Rita Register",
      source: "reverse-gate",
      plan_id: 1
    })
  })

  it("takes a website typed without a scheme as https, and refuses any address that is not http(s)", () => {
    expect(toRegisterPayload({ ...filled, website: " http://rita.example/about " }).website).toBe("http://rita.example/about")
    expect(toRegisterPayload({ ...filled, website: "rita.example:8080" }).website).toBe("https://rita.example:8080")
    for (const website of ["rita.example", "https://www.rita.co.uk/about?x=1", "http://192.168.1.20", "xn--bcher-kva.example"]) {
      expect(faultsOf({ ...filled, website }), website).toEqual({})
    }
    for (const website of [
      "javascript:alert(1)",
      "ftp://rita.example",
      "https://user:pw@rita.example",
      "rita example",
      "not a url",
      "notaurl",
      "https://rita",
      "rita."
    ]) {
      expect(faultsOf({ ...filled, website }), website).toEqual({
        website: "The website must be a valid http or https address."
      })
    }
  })

  it("keeps the values in local storage until cleared, ignoring anything unreadable", () => {
    expect(loadRegisterForm()).toEqual(EMPTY_REGISTER_FORM)
    saveRegisterForm({ ...EMPTY_REGISTER_FORM, company: "Kept Co" })
    expect(loadRegisterForm()).toEqual({ ...EMPTY_REGISTER_FORM, company: "Kept Co" })
    clearRegisterForm()
    expect(localStorage.getItem(REGISTER_FORM_STORAGE_KEY)).toBeNull()
    localStorage.setItem(REGISTER_FORM_STORAGE_KEY, "{not json")
    expect(loadRegisterForm()).toEqual(EMPTY_REGISTER_FORM)
    localStorage.setItem(REGISTER_FORM_STORAGE_KEY, JSON.stringify({ first_name: 7, email: "x@y.z" }))
    expect(loadRegisterForm()).toEqual({ ...EMPTY_REGISTER_FORM, email: "x@y.z" })
  })
})
