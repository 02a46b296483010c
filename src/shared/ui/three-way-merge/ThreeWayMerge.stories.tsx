import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { ThreeWayMerge } from "./ThreeWayMerge.tsx"

const base = [
  '<section class="hero">',
  "  <h1>{{ module.title }}</h1>",
  "  <p>{{ module.text }}</p>",
  '  <a href="{{ module.link }}">More</a>',
  "</section>",
  ""
].join("\n")
const ours = base.replace("<h1>{{ module.title }}</h1>", '<h1 class="hero__title">{{ module.title }}</h1>')
const theirs = base
  .replace("<h1>{{ module.title }}</h1>", "<h1>{{ module.heading }}</h1>")
  .replace("More</a>", "{{ module.link_text }}</a>")

const meta = {
  title: "shared/ui/ThreeWayMerge",
  component: ThreeWayMerge,
  args: { base, ours, theirs, labels: { base: "Installed 1.0.0", ours: "Portal now", theirs: "New 1.1.0" }, onMerged: fn() }
} satisfies Meta<typeof ThreeWayMerge>

export default meta
type Story = StoryObj<typeof meta>

/** Both sides changed the heading: one conflict to resolve; the link text merges by itself. */
export const WithConflict: Story = {}

/** The two sides changed different lines: the merge is done without a choice. */
export const WithoutConflict: Story = { args: { theirs: base.replace("More</a>", "{{ module.link_text }}</a>") } }

/** The app never wrote this file: with no common base, the whole file is one conflict. */
export const NoBase: Story = { args: { base: "" } }

/** Several conflicts and a long unchanged stretch between them (folded). */
export const SeveralConflicts: Story = {
  args: {
    base: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", ""].join("\n"),
    ours: ["A (portal)", "b", "c", "d", "e", "f", "g", "h", "i", "J (portal)", ""].join("\n"),
    theirs: ["A (new)", "b", "c", "d", "e", "f", "g", "h", "i", "J (new)", ""].join("\n")
  }
}
