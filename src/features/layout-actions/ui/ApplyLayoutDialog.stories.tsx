import type { Meta, StoryObj } from "@storybook/react-vite"

import type { LayoutApplyItem } from "@/shared/api"

import { ApplyLayoutDialog } from "./ApplyLayoutDialog.tsx"

const item = (
  kind: LayoutApplyItem["kind"],
  key: string,
  name: string,
  status: LayoutApplyItem["status"],
  needs: string | null = null
): LayoutApplyItem => ({
  kind,
  key,
  name,
  status,
  needs_theme: needs,
  reason: needs === null ? null : `Built for theme ${needs}; this portal runs theme 4.1.0.`
})

const ready = (items: ReadonlyArray<LayoutApplyItem>, version = "4.1.0") => ({
  kind: "ready" as const,
  check: { portal_version: version, items }
})

const meta = {
  title: "features/layout-actions/ApplyLayoutDialog",
  component: ApplyLayoutDialog,
  args: {
    isOpen: true,
    layoutName: "Acme starter",
    portalName: "Beacon Portal",
    check: ready(
      [
        item("file", "js/slider.js", "js/slider.js", "apply"),
        item("module", "el-divider", "Divider", "apply"),
        item("file", "css/typography.css", "css/typography.css", "current")
      ],
      "5.0.0"
    ),
    isPending: false,
    error: null,
    onConfirm: () => undefined,
    onCancel: () => undefined
  }
} satisfies Meta<typeof ApplyLayoutDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Everything fits: how many items it brings, and how many the portal already holds. */
export const Ready: Story = {}
/** The check is being read: 'Yes, apply it!' waits. */
export const Checking: Story = { args: { check: { kind: "loading" } } }
/** Items built for a newer theme version are named beforehand, with the version they need; they are not applied. */
export const ThemeMismatch: Story = {
  args: {
    check: ready([
      item("file", "css/main.css", "css/main.css", "incompatible", "5.0.0"),
      item("file", "js/lightbox.js", "js/lightbox.js", "apply"),
      item("module", "hero-banner", "Hero Banner", "incompatible", "5.0.0"),
      item("module", "gone-module", "gone-module", "unavailable")
    ])
  }
}
/** Nothing fits the portal: 'Yes, apply it!' is disabled and the dialog says why. */
export const NothingFits: Story = { args: { check: ready([item("file", "css/main.css", "css/main.css", "incompatible", "5.0.0")]) } }
/** The check could not be read: the apply may still be confirmed, the server decides. */
export const CheckFailed: Story = {
  args: { check: { kind: "failed", message: "Server is currently unavailable. Please try again later." } }
}
/** The server refused to start: its reason stays in the dialog. */
export const Refused: Story = { args: { error: "The portal already holds everything this layout names." } }
/** Starting: the confirm button spins and the dialog cannot be dismissed. */
export const Starting: Story = { args: { isPending: true } }
