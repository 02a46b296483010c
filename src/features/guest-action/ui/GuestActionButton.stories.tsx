import type { Meta, StoryObj } from "@storybook/react-vite"
import { useAtomValue } from "jotai"

import { makeModule, ModuleRow } from "@/entities/module"
import { openModalAtom } from "@/shared/lib/modal"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { GuestActionButton } from "./GuestActionButton.tsx"

/** Stands in for the app's modal outlet: names the modal a press opened (the guest layouts mount Register). */
function OpenModal() {
  const open = useAtomValue(openModalAtom)
  return <p role="status">{open === null ? "No modal open" : `Open modal: ${open}`}</p>
}

/** A module row of the guest demo: pressing the button opens the Register modal. */
function Demo({ label, isDisabled }: { label: string; isDisabled: boolean }) {
  return (
    <AppHarness server={fakeServer({})} path="/portals-guest/999999">
      <ul>
        <ModuleRow
          module={makeModule({ key: "hero", name: "Hero Banner", button_state: "Install" })}
          action={<GuestActionButton label={label} isDisabled={isDisabled} variant={isDisabled ? "secondary" : "primary"} />}
        />
      </ul>
      <OpenModal />
    </AppHarness>
  )
}

const meta = {
  title: "features/guest-action/GuestActionButton",
  component: Demo,
  args: { label: "Install", isDisabled: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Install: Story = {}
export const Buy: Story = { args: { label: "Buy & Install" } }
export const Upgrade: Story = { args: { label: "Upgrade Module" } }
/** Nothing to do: shown, not pressable. */
export const Installed: Story = { args: { label: "Installed", isDisabled: true } }
