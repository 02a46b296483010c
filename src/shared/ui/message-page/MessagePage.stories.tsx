import type { Meta, StoryObj } from "@storybook/react-vite"

import { MessagePage } from "./MessagePage.tsx"

const meta = {
  title: "shared/ui/MessagePage",
  component: MessagePage,
  args: { status: 404, message: "This page could not be found.", children: <a href="#home">Back to home</a> }
} satisfies Meta<typeof MessagePage>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}
export const BadRequest: Story = { args: { status: 400, message: "Bad request." } }
export const ServerErrorWithoutLink: Story = { args: { status: 500, message: "Error", children: undefined } }
