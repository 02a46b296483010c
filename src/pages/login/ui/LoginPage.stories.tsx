import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { openModalAtom } from "@/shared/lib/modal"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { LoginPage } from "./LoginPage.tsx"

const withStore = (register: boolean) => [
  (Story: () => React.JSX.Element) => {
    const store = createStore()
    if (register) store.set(openModalAtom, "register")
    return (
      <AppHarness store={store} server={fakeServer({ "POST /auth/api/v2/login": "hang" })} path="/">
        <Story />
      </AppHarness>
    )
  }
]

const meta = {
  title: "pages/login/LoginPage",
  component: LoginPage
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

/** The product's name and line, the form, Forgot password, Register and the guest demo. */
export const Default: Story = { decorators: withStore(false) }
/** Register pressed: the register modal over the page. */
export const RegisterOpen: Story = { decorators: withStore(true) }
