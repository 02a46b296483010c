import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { PlainTextField } from "./PlainTextField.tsx"

const meta = {
  title: "shared/ui/PlainTextField",
  component: PlainTextField,
  args: { label: "Email", type: "email", value: "", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof PlainTextField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Required: Story = { args: { isRequired: true, autoComplete: "username" } }
export const Filled: Story = { args: { value: "jane@example.com" } }
export const Error: Story = { args: { value: "jane@", isRequired: true, errorMessage: "The email must be a valid email address." } }
export const Password: Story = { args: { label: "Password", type: "password", value: "secret", autoComplete: "current-password" } }
