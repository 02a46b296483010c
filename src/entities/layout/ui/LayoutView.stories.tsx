import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeLayout } from "../lib/makeLayout.ts"
import { LayoutView } from "./LayoutView.tsx"

const meta = {
  title: "entities/layout/LayoutView",
  component: LayoutView,
  args: {
    layout: makeLayout({
      name: "Landing",
      content: {
        modules: [
          { key: "hero-banner", name: "Hero Banner", version: "1.2.0" },
          { key: "faq", name: "FAQ" }
        ],
        files: ["css/main.css"],
        pages: [{ name: "Home" }]
      }
    })
  }
} satisfies Meta<typeof LayoutView>

export default meta
type Story = StoryObj<typeof meta>

export const WithModulesFilesAndPages: Story = {}
export const ModulesOnly: Story = { args: { layout: makeLayout({ content: { modules: ["hero-banner", "timeline"] } }) } }
export const Empty: Story = { args: { layout: makeLayout({ content: {} }) } }
export const OnlyEditorSettings: Story = { args: { layout: makeLayout({ content: { blocks: ["hero"], theme: "dark" } }) } }
export const LongName: Story = {
  args: { layout: makeLayout({ name: "A very long layout name that keeps going well past the width of a phone screen" }) }
}
