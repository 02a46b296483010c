import { describe, expect, it } from "vitest"

import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { contractFaults } from "@/shared/ui/form"

import { emptyUserForm, invitePayload, updatePayload, userFormChecks, userFormOf, type UserFormValues } from "./userForm.ts"

const acme = { id: 1, name: "Acme Agency" }
const faultsOf = (values: UserFormValues, mode: "invite" | "edit") => contractFaults(userFormChecks(mode, true), values)

describe("user form checks", () => {
  it("asks for Name and Password only when inviting a Super Admin, under the contract's password policy", () => {
    const form = { ...emptyUserForm(null, "admin"), email: "root@example.com" }
    expect(faultsOf(form, "invite")).toEqual({ name: "The name field is required.", password: "The password field is required." })
    expect(faultsOf({ ...form, name: "Root", password: "short" }, "invite")).toEqual({
      password: "The password must be at least 10 characters."
    })
    expect(faultsOf({ ...form, name: "Root Person", password: "rootperson rocks" }, "invite")).toEqual({
      password: "The password may not contain your name or email address."
    })
    expect(faultsOf({ ...emptyUserForm(acme, "user"), email: "u@example.com" }, "invite")).toEqual({})
  })

  it("requires Email and Role on invite, in the contract's words", () => {
    expect(faultsOf({ ...emptyUserForm(acme, null), email: "nope" }, "invite")).toEqual({
      email: "The email must be a valid email address.",
      role: "The role field is required."
    })
  })

  it("requires Name, Email and Role on edit, and an agency for memberships", () => {
    expect(faultsOf(emptyUserForm(null, null), "edit")).toEqual({
      name: "The name field is required.",
      email: "The email field is required.",
      role: "The role field is required."
    })
    expect(faultsOf({ ...emptyUserForm(null, "user"), name: "U", email: "u@example.com" }, "edit")).toEqual({
      agency_id: "The agency id field is required."
    })
  })
})

describe("payloads", () => {
  it("sends an admin's name and password, and a member's agency and portal access", () => {
    const admin = { ...emptyUserForm(null, "admin"), email: " root@example.com ", name: " Root ", password: "Quiet-Harbor-42!" }
    expect(invitePayload(admin, true)).toEqual({
      email: "root@example.com",
      role: "admin",
      name: "Root",
      password: "Quiet-Harbor-42!",
      sr_beta: false,
      is_support: false
    })
    const member = { ...emptyUserForm(acme, "user"), email: "u@example.com", portal_access: [101] }
    expect(invitePayload(member, false)).toEqual({ email: "u@example.com", role: "user", agency_id: 1, portal_access: [101] })
    expect(invitePayload({ ...member, role: "agency-admin" }, false)).toEqual({
      email: "u@example.com",
      role: "agency-admin",
      agency_id: 1
    })
  })

  it("starts the edit form from the user and sends Ditto Access and Support Team for super admins only", () => {
    const user = makeUser({
      name: "Grace",
      email: "g@example.com",
      portal_provider: [{ portal_id: 7 }],
      sr_beta: true,
      agencies: [makeAgency({ role: { name: "user" } })]
    })
    const form = userFormOf(user, acme, "user")
    expect(updatePayload(form, false)).toEqual({ name: "Grace", email: "g@example.com", role: "user", agency_id: 1, portal_access: [7] })
    expect(updatePayload({ ...form, role: "admin" }, true)).toEqual({
      name: "Grace",
      email: "g@example.com",
      role: "admin",
      sr_beta: true,
      is_support: false
    })
  })
})
