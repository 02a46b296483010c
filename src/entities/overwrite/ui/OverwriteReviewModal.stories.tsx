import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn, userEvent, within } from "storybook/test"

import { makeConflictingFile, makeDriftedFile, makeOverwriteCheck } from "../lib/makeDriftedFile.ts"
import { OverwriteReviewModal } from "./OverwriteReviewModal.tsx"

const meta = {
  title: "entities/overwrite/OverwriteReviewModal",
  component: OverwriteReviewModal,
  args: {
    state: { kind: "ready", check: makeOverwriteCheck(), again: false },
    onRetry: fn(),
    onCancel: fn(),
    onContinue: fn()
  }
} satisfies Meta<typeof OverwriteReviewModal>

export default meta
type Story = StoryObj<typeof meta>

/** One module file edited in HubSpot: the portal styled the heading, the new version changed the link. */
export const OneFile: Story = {}

/** A module file and a theme file, one of which the app never wrote (no installed version). */
export const SeveralFiles: Story = {
  args: {
    state: {
      kind: "ready",
      again: false,
      check: makeOverwriteCheck([
        makeDriftedFile(),
        makeDriftedFile({
          path: "sr/css/main.css",
          kind: "theme-file",
          owner_key: "css/main.css",
          owner_name: "main.css",
          installed_version: null,
          installed: null,
          portal: ":root {\n  --brand: #0b5fd7;\n}\n",
          incoming: ":root {\n  --brand: #1f6feb;\n  --brand-muted: #e7f0fd;\n}\n",
          incoming_version: "2.0.0"
        })
      ])
    }
  }
}

/** Merge line by line chosen on a file where both sides changed the heading: one conflict to resolve. */
export const MergeWithConflict: Story = {
  args: { state: { kind: "ready", check: makeOverwriteCheck([makeConflictingFile()]), again: false } },
  play: async ({ canvasElement }) => {
    // The modal renders in a portal on the document body.
    const screen = within(canvasElement.ownerDocument.body)
    await userEvent.click(await screen.findByRole("radio", { name: /Merge line by line/ }))
  }
}

export const Loading: Story = { args: { state: { kind: "loading", again: false } } }

export const Failed: Story = {
  args: { state: { kind: "failed", message: "Server is currently unavailable. Please try again later.", again: false } }
}

/** The write was refused: a file changed in HubSpot after the review, so it is read and shown again. */
export const EditedAgain: Story = {
  args: { state: { kind: "ready", check: makeOverwriteCheck([makeConflictingFile({ portal_hash: "b".repeat(64) })]), again: true } }
}
