import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { SelectField } from "./SelectField.tsx"

const STATUSES = [
  { id: "active", label: "Active" },
  { id: "suspend", label: "Suspend" }
]

const meta = {
  title: "shared/ui/SelectField",
  component: SelectField,
  args: { label: "Status", items: STATUSES, selectedKey: "active", onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Placeholder: Story = { args: { label: "Role", selectedKey: null, placeholder: "Select Role", isRequired: true } }
export const WithDescription: Story = { args: { label: "Plan", description: "Agencies on a removed plan keep it until changed." } }
export const Error: Story = {
  args: { label: "Type", selectedKey: null, placeholder: "Select Type", isRequired: true, errorMessage: "The type field is required." }
}
export const Disabled: Story = { args: { isDisabled: true } }
export const Empty: Story = {
  args: { label: "Domain", items: [], selectedKey: null, placeholder: "Select Domain", emptyMessage: "This portal has no domains." }
}
const DOMAINS = [
  { id: "www.acme.test", label: "www.acme.test", isPrimary: true },
  { id: "shop.acme.test", label: "shop.acme.test", isPrimary: false }
]

/** Options with more than their label: the primary domain is marked. */
export const CustomOptions: Story = {
  render: (args) => (
    <SelectField
      label="Domain"
      items={DOMAINS}
      selectedKey="www.acme.test"
      onSelectionChange={args.onSelectionChange}
      renderItem={(item) => (
        <>
          {item.label}
          {item.isPrimary ? " (primary)" : null}
        </>
      )}
    />
  )
}
