import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeAgency, makeUser } from "@/shared/lib/fixtures"

import { TasksLink } from "./TasksLink.tsx"

const meta = {
  title: "entities/user/TasksLink",
  component: TasksLink,
  args: { user: makeUser({ is_support: true }) }
} satisfies Meta<typeof TasksLink>

export default meta
type Story = StoryObj<typeof meta>

export const SupportStaff: Story = {}
export const SaasAgencyAdmin: Story = { args: { user: makeUser({ agencies: [makeAgency({ sr_saas: 1 })] }) } }
/** Everyone else sees no link at all. */
export const WithoutTasks: Story = { args: { user: makeUser() } }
