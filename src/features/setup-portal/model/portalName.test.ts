import { describe, expect, it } from "vitest"

import { CustomSetupPayload, SetupPayload } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { changedName } from "./portalName.ts"

const nameFaults = (name: string) => contractFaults({ schema: SetupPayload, toBody: () => ({ portal_id: 3, name: name.trim() }) }, { name })
const folderFaults = (folder: string) =>
  contractFaults({ schema: CustomSetupPayload, toBody: () => ({ portal_id: 3, folder: folder.trim(), name: "Acme" }) }, { folder })

describe("the wizard's portal name", () => {
  it("is required and at most 255 characters (the contract's words)", () => {
    expect(nameFaults("  ")).toEqual({ name: "The name field is required." })
    expect(nameFaults("x".repeat(256))).toEqual({ name: "The name may not be greater than 255 characters." })
    expect(nameFaults(" Acme ")).toEqual({})
  })

  it("is sent trimmed, and only when changed", () => {
    expect(changedName(" Acme ", "Acme")).toBeUndefined()
    expect(changedName(" Acme Website ", "Acme")).toBe("Acme Website")
  })
})

describe("the custom folder", () => {
  it.each([
    ["", "The folder field is required."],
    ["a".repeat(51), "The folder may not be greater than 50 characters."],
    ["my folder", "The folder may only contain letters, numbers, dashes and underscores."],
    ["a/b", "The folder may only contain letters, numbers, dashes and underscores."],
    ["client_theme-2", undefined],
    ["a".repeat(50), undefined]
  ])("%j → %s (the contract's FolderName messages)", (folder, message) => {
    expect(folderFaults(folder)["folder"]).toBe(message)
  })
})
