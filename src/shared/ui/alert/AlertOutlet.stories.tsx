import type { Meta, StoryObj } from "@storybook/react-vite"
import { useHydrateAtoms } from "jotai/utils"
import { Button } from "../button/Button.tsx"
import { AlertOutlet } from "./AlertOutlet.tsx"
import { alertsAtom, type AlertEntry } from "./alertsAtom.ts"
import { useAlerts } from "./useAlerts.ts"

function AlertsDemo({ initialAlerts }: { initialAlerts: ReadonlyArray<AlertEntry> }) {
  useHydrateAtoms([[alertsAtom, initialAlerts]])
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
      <AlertOutlet />
    </div>
  )
}

const meta = {
  title: "shared/ui/AlertOutlet",
  component: AlertsDemo,
  args: { initialAlerts: [] }
} satisfies Meta<typeof AlertsDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing shows until an alert is raised. */
export const Empty: Story = {}

export const Stacked: Story = {
  args: {
    initialAlerts: [
      { id: -1, type: "danger", content: "No response from server. Please check your internet connection." },
      { id: -2, type: "success", content: "The portal was updated" }
    ]
  }
}
