import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { openModalAtom } from "@/shared/lib/modal"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { RegisterModal } from "./RegisterModal.tsx"

type Mode = "succeeds" | "email-taken" | "pending"

const answers: Record<Mode, FakeAnswer> = {
  succeeds: { status: 201, body: { data: { url: "/auto-login?token=story", message: "Your account has been created." } } },
  "email-taken": { status: 422, body: { message: "The email has already been taken." } },
  pending: "hang"
}

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(openModalAtom, "register")
    return { store, server: fakeServer({ "POST /agency/api/v2/agencies/send-me-invite": answers[mode] }) }
  })
  return (
    <AppHarness store={store} server={server}>
      {/* The story stays put instead of leaving for the auto-login link. */}
      <RegisterModal goTo={(url) => window.alert(`The browser would now go to ${url}`)} />
    </AppHarness>
  )
}

const meta = {
  title: "features/register/RegisterModal",
  component: Demo,
  args: { mode: "succeeds" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Form: Story = {}
/** The server refuses the email: its message shows beside Email. */
export const EmailTaken: Story = { args: { mode: "email-taken" } }
/** Submitting: the button spins until the server answers. */
export const Submitting: Story = { args: { mode: "pending" } }
