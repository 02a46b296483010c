import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { Button } from "../button/Button.tsx"
import { Spinner } from "../spinner/Spinner.tsx"
import { Dialog } from "./Dialog.tsx"
import { Modal } from "./Modal.tsx"

interface DemoProps {
  title: string
  body: string
  isDismissable: boolean
  width?: number | string
  isWaiting?: boolean
}

function ModalDemo({ title, body, isDismissable, width, isWaiting = false }: DemoProps) {
  const [isOpen, setOpen] = useState(true)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable={isDismissable} width={width}>
        <Dialog
          title={title}
          footer={
            isWaiting ? undefined : (
              <>
                <Button variant="secondary" onPress={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button onPress={() => setOpen(false)}>Next</Button>
              </>
            )
          }
        >
          {isWaiting ? <Spinner size="lg" label={title} /> : <p>{body}</p>}
        </Dialog>
      </Modal>
    </>
  )
}

const meta = {
  title: "shared/ui/Modal",
  component: ModalDemo,
  args: { title: "Select Page Type", body: "Choose what kind of page to create.", isDismissable: true }
} satisfies Meta<typeof ModalDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Outside clicks and Escape do nothing; only its buttons close it. */
export const NotDismissable: Story = {
  args: { title: "Migrate", body: "Your pages will be migrated to the new theme.", isDismissable: false }
}

export const Waiting: Story = { args: { title: "Migrating Page", body: "", isDismissable: false, isWaiting: true } }
export const Wide: Story = { args: { title: "Buy Credits", body: "Pick a credit pack.", width: 866 } }
export const HalfWidth: Story = { args: { title: "Register", body: "Create your account.", width: "50%" } }
