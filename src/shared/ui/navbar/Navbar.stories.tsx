import type { Meta, StoryObj } from "@storybook/react-vite"
import { Link } from "react-aria-components"

import { AppHarness } from "@/shared/lib/testing"

import { Button } from "../button/Button.tsx"
import { Navbar } from "./Navbar.tsx"
import { navbarLinkClassName } from "./navbarLinkClassName.ts"

const meta = {
  title: "shared/ui/Navbar",
  component: Navbar,
  args: { label: "Main", brandHref: "/portals-main", brandLabel: "Portal Builder" },
  decorators: [
    (Story) => (
      <AppHarness path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

export const BrandOnly: Story = {}

export const WithEndLinks: Story = {
  args: {
    end: (
      <>
        <Link href="/tasks" className={navbarLinkClassName}>
          Tasks
        </Link>
        <span>Ada Lovelace ▾</span>
      </>
    )
  }
}

export const FluidWithStartItems: Story = {
  args: {
    label: "Editor",
    fluid: true,
    start: (
      <>
        <span>North Site</span>
        {["Modules", "Pages", "Files", "Layouts", "History"].map((entry) => (
          <Button key={entry} variant="ghost" size="sm">
            {entry}
          </Button>
        ))}
      </>
    ),
    end: <span>Ada Lovelace ▾</span>
  }
}
