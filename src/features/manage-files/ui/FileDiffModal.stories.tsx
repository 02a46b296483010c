import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makeFile } from "@/entities/file"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { FileDiffModal } from "./FileDiffModal.tsx"

const diff = [
  "--- a/css/main.css",
  "+++ b/css/main.css",
  "@@ -1,4 +1,5 @@",
  " :root {",
  "-  --brand: #1f6feb;",
  "+  --brand: #0b5fd7;",
  "+  --brand-muted: #e7f0fd;",
  " }",
  " body { margin: 0; }",
  ""
].join("\n")

const file = makeFile({ installed: true, hubspot_version: "1.0.0", upgradeable: true, button_state: "Update" })

function Demo({ answer }: { answer: FakeAnswer }) {
  const [server] = useState(() => fakeServer({ "GET /portal/api/v2/files/diff": answer }))
  return (
    <AppHarness store={createStore()} server={server}>
      <FileDiffModal file={file} portalId={101} onClose={() => undefined} />
    </AppHarness>
  )
}

const meta = {
  title: "features/manage-files/FileDiffModal",
  component: Demo,
  args: { answer: { status: 200, body: { data: { path: file.path, installed: "1.0.0", current: "1.1.0", diff } } } }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const SideBySide: Story = {}
export const NoDifferences: Story = {
  args: { answer: { status: 200, body: { data: { path: file.path, installed: "1.1.0", current: "1.1.0", diff: "" } } } }
}
export const Loading: Story = { args: { answer: "hang" } }
export const Failed: Story = { args: { answer: { status: 500, body: { message: "boom" } } } }
