import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"

import { emailPattern, Text } from "./common.ts"
import { fieldErrors, fieldLabel, formErrorsOf, groupIssues, requiredMessage } from "./field-errors.ts"
import { Resolutions } from "./overwrite.ts"
import { PlanPayload } from "./plan-admin-api.ts"

describe("field names in messages", () => {
  it("names a field by its label: words for plain keys, the form's label where the key does not read", () => {
    expect(requiredMessage("portal_limit")).toBe("The portal limit field is required.")
    expect(requiredMessage("first name")).toBe("The first name field is required.")
    expect(requiredMessage("is_free_module")).toBe("The allow only free modules field is required.")
    expect(requiredMessage("is_hidden_plan")).toBe("The hidden plan field is required.")
    expect(fieldLabel("is_lock")).toBe("lock")
    expect(fieldLabel("sr_beta")).toBe("Ditto Access")
  })

  it("words a schema's missing and refused fields the same way, and finds the field a server message names", () => {
    const errors = fieldErrors(PlanPayload, {
      name: "Plan",
      type: "free",
      portal_limit: 1,
      user_limit: 1,
      module_limit: 1,
      is_hidden_plan: "maybe",
      custom_logo: "no",
      status: 1,
      module_access: "free"
    })
    expect(errors).toEqual({
      is_free_module: "The allow only free modules field is required.",
      is_hidden_plan: "The selected hidden plan is invalid."
    })
    expect(formErrorsOf(undefined, "The allow only free modules field is required.", ["is_free_module", "name"])).toEqual({
      is_free_module: "The allow only free modules field is required."
    })
    expect(fieldErrors(Schema.Struct({ is_support: Schema.Boolean }), { is_support: "yes" })).toEqual({
      is_support: "The support team field must be true or false."
    })
  })
})

describe("the contract's text rules, worded for their field", () => {
  it("a too-long Text names its field, not 'the text'", () => {
    expect(fieldErrors(Schema.Struct({ portal_name: Text(5) }), { portal_name: "abcdefg" })).toEqual({
      portal_name: "The portal name may not be greater than 5 characters."
    })
  })

  it("a blank email is missing, a malformed one invalid", () => {
    const Body = Schema.Struct({ admin_email: Schema.String.pipe(emailPattern("admin_email")) })
    expect(fieldErrors(Body, { admin_email: "" })).toEqual({ admin_email: "The admin email field is required." })
    expect(fieldErrors(Body, { admin_email: "ada@" })).toEqual({ admin_email: "The admin email must be a valid email address." })
  })
})

describe("a 422's errors", () => {
  const errorsOf = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown) =>
    Either.match(Schema.decodeUnknownEither(schema)(input, { errors: "all" }), {
      onLeft: (error) => groupIssues(ParseResult.ArrayFormatter.formatErrorSync(error)),
      onRight: () => ({})
    })

  it("name the fault inside an optional field's value, not the field as well", () => {
    const Body = Schema.Struct({ resolutions: Schema.optional(Resolutions) })
    expect(errorsOf(Body, { resolutions: [{ path: "a.html", portal_hash: "abc", choice: "keep" }] })).toEqual({
      "resolutions.0.portal_hash": ["The portal hash must be a SHA-256 hex digest."]
    })
    expect(errorsOf(Body, { resolutions: "x" })).toEqual({ resolutions: ["The resolutions must be an array."] })
  })
})
