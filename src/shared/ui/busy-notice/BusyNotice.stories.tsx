import type { Meta, StoryObj } from "@storybook/react-vite"
import { useHydrateAtoms } from "jotai/utils"

import { crmBusyAtom } from "@/shared/lib/crm-busy"

import { BusyNotice } from "./BusyNotice.tsx"

function BusyDemo({ waiting }: { waiting: number }) {
  useHydrateAtoms([[crmBusyAtom, waiting]])
  return <BusyNotice />
}

const meta = {
  title: "shared/ui/BusyNotice",
  component: BusyDemo,
  args: { waiting: 0 }
} satisfies Meta<typeof BusyDemo>

export default meta
type Story = StoryObj<typeof meta>

/** No call is waiting for HubSpot: nothing shows. */
export const Idle: Story = {}

/** A call met HubSpot's rate limit and is being retried. */
export const Retrying: Story = { args: { waiting: 1 } }

/** Several calls wait at once: still one notice. */
export const SeveralWaiting: Story = { args: { waiting: 3 } }
