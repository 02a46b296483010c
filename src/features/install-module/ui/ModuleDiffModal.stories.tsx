import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { ModuleDiffModal } from "./ModuleDiffModal.tsx"

const diff = [
  "--- a/timeline.module/module.html",
  "+++ b/timeline.module/module.html",
  "@@ -1,3 +1,3 @@",
  "-<!-- Timeline 1.0.0 -->",
  "+<!-- Timeline 2.0.0 -->",
  ' <div class="sr-timeline sr-section">',
  '   <div class="sr-timeline__body">{{ module.body }}</div>',
  "--- a/timeline.module/module.css",
  "+++ b/timeline.module/module.css",
  "@@ -1,2 +1,3 @@",
  "-/* Timeline 1.0.0 */",
  "+/* Timeline 2.0.0 */",
  " .sr-timeline { display: block; }",
  "+.sr-timeline--horizontal { display: flex; }",
  ""
].join("\n")

const module = { key: "timeline", name: "Timeline" }

function Demo({ answer }: { answer: FakeAnswer }) {
  const [server] = useState(() => fakeServer({ "GET /module/api/v2/modules/timeline/diff": answer }))
  return (
    <AppHarness store={createStore()} server={server}>
      <ModuleDiffModal module={module} portalId={101} onClose={() => undefined} />
    </AppHarness>
  )
}

const meta = {
  title: "features/install-module/ModuleDiffModal",
  component: Demo,
  args: { answer: { status: 200, body: { data: { key: "timeline", installed: "1.0.0", current: "2.0.0", diff } } } }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const SideBySide: Story = {}
export const NoDifferences: Story = {
  args: { answer: { status: 200, body: { data: { key: "timeline", installed: "2.0.0", current: "2.0.0", diff: "" } } } }
}
export const Loading: Story = { args: { answer: "hang" } }
/** Diff view failures are silent (spec 2 section 8): a neutral line, no alert. */
export const Failed: Story = { args: { answer: { status: 500, body: { message: "boom" } } } }
