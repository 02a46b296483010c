import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { TextField } from "./TextField.tsx"

const meta = {
  title: "shared/ui/TextField",
  component: TextField,
  args: { label: "Agency Name", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Empty: Story = { args: { placeholder: "Search…", label: "Search", type: "search" } }
export const WithDescription: Story = { args: { label: "Domain", description: "The portal's primary domain, without https://" } }
export const Required: Story = { args: { label: "Email", type: "email", isRequired: true, autoComplete: "email" } }
export const Error: Story = {
  args: { label: "Email", type: "email", defaultValue: "jane@", errorMessage: "The email must be a valid email address." }
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "Acme" } }
export const ReadOnly: Story = { args: { label: "Hub ID", isReadOnly: true, defaultValue: "24681357" } }
export const Password: Story = { args: { label: "Password", type: "password", autoComplete: "current-password" } }
