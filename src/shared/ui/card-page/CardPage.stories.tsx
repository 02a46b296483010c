import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button } from "../button/Button.tsx"
import { TextField } from "../text-field/TextField.tsx"
import { CardPage } from "./CardPage.tsx"

const form = (
  <form style={{ display: "grid", gap: "var(--space-3)" }} onSubmit={(event) => event.preventDefault()}>
    <TextField label="Email" type="email" isRequired />
    <Button type="submit">Send Password Reset Link</Button>
  </form>
)

const meta = {
  title: "shared/ui/CardPage",
  component: CardPage,
  args: { title: "Forgot Password", children: form }
} satisfies Meta<typeof CardPage>

export default meta
type Story = StoryObj<typeof meta>

export const WithIntroAndFooter: Story = {
  args: {
    intro: "Enter your email and we will send you a link to set a new password.",
    footer: <a href="#log-in">Back to log in</a>
  }
}

export const CardOnly: Story = { args: { title: "Reset Password" } }
