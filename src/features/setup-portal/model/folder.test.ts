import { describe, expect, it } from "vitest"

import { folderError } from "./folder.ts"

describe("folderError", () => {
  it.each([
    ["", "The folder field is required."],
    ["a".repeat(51), "The folder may not be greater than 50 characters."],
    ["my folder", "The folder may only contain letters, numbers, dashes and underscores."],
    ["a/b", "The folder may only contain letters, numbers, dashes and underscores."],
    ["client_theme-2", null],
    ["a".repeat(50), null]
  ])("%j → %s (the contract's FolderName messages)", (folder, message) => {
    expect(folderError(folder)).toBe(message)
  })
})
