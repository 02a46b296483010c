import type { Meta, StoryObj } from "@storybook/react-vite"
import { useHydrateAtoms } from "jotai/utils"

import { Button } from "../button/Button.tsx"
import { Spinner } from "../spinner/Spinner.tsx"
import { Drawer } from "./Drawer.tsx"
import type { DrawerName } from "./drawerName.ts"
import { openDrawerAtom } from "./openDrawerAtom.ts"
import { useDrawer } from "./useDrawer.ts"

interface DemoProps {
  initiallyOpen: DrawerName | null
  width?: number | string
  isLoading?: boolean
}

function DrawerDemo({ initiallyOpen, width, isLoading = false }: DemoProps) {
  useHydrateAtoms([[openDrawerAtom, initiallyOpen]])
  const { open } = useDrawer()
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <Button onPress={() => open("credit")}>Open Credits</Button>
      <Button variant="secondary" onPress={() => open("log")}>
        Open Logs
      </Button>
      <Drawer name="credit" title="Credits" width={width}>
        {isLoading ? (
          <Spinner size="lg" />
        ) : (
          <>
            <p>Swipe right (touch or drag) or click the overlay to close.</p>
            {Array.from({ length: 40 }, (_, i) => (
              <p key={i}>Credit pack {i + 1}</p>
            ))}
            <Button variant="secondary" onPress={() => open("log")}>
              Switch to Logs
            </Button>
          </>
        )}
      </Drawer>
      <Drawer name="log" title="Logs" width={width}>
        <p>Opening this drawer closed the other one.</p>
      </Drawer>
    </div>
  )
}

const meta = {
  title: "shared/ui/Drawer",
  component: DrawerDemo,
  args: { initiallyOpen: null }
} satisfies Meta<typeof DrawerDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { initiallyOpen: "credit" } }
export const Loading: Story = { args: { initiallyOpen: "credit", isLoading: true } }
export const Narrow: Story = { args: { initiallyOpen: "log", width: 420 } }
