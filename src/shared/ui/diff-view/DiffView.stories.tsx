import type { Meta, StoryObj } from "@storybook/react-vite"

import { DiffView } from "./DiffView.tsx"

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

const meta = {
  title: "shared/ui/DiffView",
  component: DiffView,
  args: { diff, leftLabel: "Installed 1.0.0", rightLabel: "Current 1.1.0" }
} satisfies Meta<typeof DiffView>

export default meta
type Story = StoryObj<typeof meta>

export const SideBySide: Story = {}
export const NoDifferences: Story = { args: { diff: "" } }
