import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { RadioCard, RadioCards } from "./RadioCards.tsx"

function Demo({
  initial,
  orientation,
  isDisabled
}: {
  initial: string | null
  orientation: "vertical" | "horizontal"
  isDisabled: boolean
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <RadioCards label="What happens to main.css" value={value} onChange={setValue} orientation={orientation} isDisabled={isDisabled}>
      <RadioCard value="keep" hint="Nothing is written to this file.">
        Keep the portal&apos;s file
      </RadioCard>
      <RadioCard value="take" hint="The portal's edits are lost.">
        Take the new version
      </RadioCard>
      <RadioCard value="merge" hint="Line by line, conflicts resolved below." end={<strong>Recommended</strong>}>
        Merge
      </RadioCard>
    </RadioCards>
  )
}

const meta = {
  title: "shared/ui/RadioCards",
  component: Demo,
  args: { initial: null, orientation: "vertical", isDisabled: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const NothingChosen: Story = {}
export const Chosen: Story = { args: { initial: "merge" } }
export const Horizontal: Story = { args: { orientation: "horizontal", initial: "take" } }
export const Disabled: Story = { args: { isDisabled: true, initial: "keep" } }
