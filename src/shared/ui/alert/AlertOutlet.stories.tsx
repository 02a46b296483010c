import type { Meta, StoryObj } from "@storybook/react-vite"
import { useHydrateAtoms } from "jotai/utils"
import { useEffect, useRef } from "react"

import { Button } from "../button/Button.tsx"
import { Drawer } from "../drawer/Drawer.tsx"
import { openDrawerAtom } from "../drawer/openDrawerAtom.ts"
import { AlertOutlet } from "./AlertOutlet.tsx"
import type { AlertOptions } from "./alertsAtom.ts"
import { useAlerts } from "./useAlerts.ts"

interface DemoProps {
  initialAlerts: ReadonlyArray<AlertOptions>
  /** Shows the notices under an open drawer's header instead of over the page. */
  withDrawer?: boolean
}

/** Raises the story's notices once, from the screen it sits on (the page, or inside the drawer). */
function Raise({ alerts }: { alerts: ReadonlyArray<AlertOptions> }) {
  const { show } = useAlerts()
  const raised = useRef(false)
  useEffect(() => {
    if (raised.current) return
    raised.current = true
    alerts.forEach((alert) => show(alert))
  }, [alerts, show])
  return null
}

function Buttons() {
  const { show, clear } = useAlerts()
  return (
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
}

function AlertsDemo({ initialAlerts, withDrawer = false }: DemoProps) {
  useHydrateAtoms(new Map([[openDrawerAtom, withDrawer ? ("credit" as const) : null]]))
  return (
    <>
      <Buttons />
      {withDrawer ? null : <Raise alerts={initialAlerts} />}
      <Drawer name="credit" title="Credits">
        <Buttons />
        <Raise alerts={initialAlerts} />
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
  args: { initialAlerts: [{ type: "success", content: "The portal was updated" }] }
}

/** Errors and warnings stay until Dismiss is pressed. */
export const ErrorSticky: Story = {
  args: {
    initialAlerts: [
      { type: "danger", content: "No response from server. Please check your internet connection." },
      { type: "warning", content: "Additional Permissions Required" }
    ]
  }
}

export const Stacked: Story = {
  args: {
    initialAlerts: [
      { type: "danger", content: "No response from server. Please check your internet connection." },
      { type: "success", content: "The portal was updated" }
    ]
  }
}

/** With a drawer open the notices sit under its header and push its content down, covering none of it. */
export const DrawerOpen: Story = {
  args: {
    withDrawer: true,
    initialAlerts: [
      { type: "danger", content: "Credits could not be saved." },
      { type: "success", content: "The credit was created" }
    ]
  }
}
