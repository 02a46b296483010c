import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { MenuButton } from "./MenuButton.tsx"

const buy = <span style={{ fontWeight: 600, color: "var(--color-primary)" }}>Buy</span>

const meta = {
  title: "shared/ui/MenuButton",
  component: MenuButton,
  args: {
    label: "Jane Doe",
    sections: [
      {
        id: "agency",
        items: [
          { id: "agencies", label: "Agencies", onAction: fn() },
          { id: "credits", label: "Credits: 12", textValue: "Credits", endContent: buy, onAction: fn() },
          { id: "whats-new", label: "What's New", onAction: fn() }
        ]
      },
      {
        id: "account",
        items: [
          { id: "figma", label: "Figma Design System", href: "https://www.figma.com/", target: "_blank" },
          { id: "logout", label: "Logout", onAction: fn() }
        ]
      }
    ]
  },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 320 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof MenuButton>

export default meta
type Story = StoryObj<typeof meta>

export const UserMenu: Story = {}

/** With several agencies, items are grouped per agency, each with its own credits and Buy. */
export const SeveralAgencies: Story = {
  args: {
    sections: [
      { id: "a1", title: "Acme Agency", items: [{ id: "a1-credits", label: "Credits: 3", endContent: buy, onAction: fn() }] },
      { id: "a2", title: "Globex", items: [{ id: "a2-credits", label: "Credits: 0", endContent: buy, onAction: fn() }] },
      { id: "account", items: [{ id: "logout", label: "Logout", onAction: fn() }] }
    ]
  }
}

export const WithDisabledItem: Story = {
  args: {
    sections: [
      {
        id: "portal",
        items: [
          { id: "migrate", label: "Migrate", isDisabled: true },
          { id: "revert", label: "Revert Migration", onAction: fn() }
        ]
      }
    ]
  }
}

export const Disabled: Story = { args: { isDisabled: true } }
