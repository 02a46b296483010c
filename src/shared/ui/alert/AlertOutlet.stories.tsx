import type { Meta, StoryObj } from "@storybook/react-vite"
import { useHydrateAtoms } from "jotai/utils"
import { Button } from "../button/Button.tsx"
import { Drawer } from "../drawer/Drawer.tsx"
import { openDrawerAtom } from "../drawer/openDrawerAtom.ts"
import { AlertOutlet } from "./AlertOutlet.tsx"
import { alertsAtom, type AlertEntry } from "./alertsAtom.ts"
import { useAlerts } from "./useAlerts.ts"

interface DemoProps {
  initialAlerts: ReadonlyArray<AlertEntry>
  /** Shows the notices under an open drawer's header instead of over the page. */
  withDrawer?: boolean
}

function AlertsDemo({ initialAlerts, withDrawer = false }: DemoProps) {
  useHydrateAtoms(new Map<typeof alertsAtom | typeof openDrawerAtom, unknown>([
    [alertsAtom, initialAlerts],
    [openDrawerAtom, withDrawer ? "credit" : null]
  ]))
  const { show, clear } = useAlerts()
  const buttons = (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Button variant="danger" onPress={() => show({ type: "danger", content: "The server said no" })}>
        Show danger
      </Button>
      <Button variant="secondary" onPress={() => show({ type: "warning", content: "Additional Permissions Required" })}>
        Show warning
      </Button>
      <Button onPress={() => show({ type: "success", content: "Invitation Sent" })}>Show success</Button>
      <Button variant="ghost" onPress={clear}>
        Clear
      </Button>
    </div>
  )
  return (
    <>
      {buttons}
      <Drawer name="credit" title="Credits">
        {buttons}
        {Array.from({ length: 20 }, (_, i) => (
          <p key={i}>Credit pack {i + 1}</p>
        ))}
      </Drawer>
      <AlertOutlet />
    </>
  )
}

const meta = {
  title: "shared/ui/AlertOutlet",
  component: AlertsDemo,
  args: { initialAlerts: [] }
} satisfies Meta<typeof AlertsDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing shows until a notice is raised; the live regions are already in the page. */
export const Empty: Story = {}

/** A success notice closes itself after 5 s (not while hovered or focused). */
export const SuccessAutoDismiss: Story = {
  args: { initialAlerts: [{ id: -1, type: "success", content: "The portal was updated" }] }
}

/** Errors and warnings stay until Dismiss is pressed. */
export const ErrorSticky: Story = {
  args: {
    initialAlerts: [
      { id: -1, type: "danger", content: "No response from server. Please check your internet connection." },
      { id: -2, type: "warning", content: "Additional Permissions Required" }
    ]
  }
}

export const Stacked: Story = {
  args: {
    initialAlerts: [
      { id: -1, type: "danger", content: "No response from server. Please check your internet connection." },
      { id: -2, type: "success", content: "The portal was updated" }
    ]
  }
}

/** With a drawer open the notices sit under its header and push its content down, covering none of it. */
export const DrawerOpen: Story = {
  args: {
    withDrawer: true,
    initialAlerts: [
      { id: -1, type: "danger", content: "Credits could not be saved." },
      { id: -2, type: "success", content: "The credit was created" }
    ]
  }
}
