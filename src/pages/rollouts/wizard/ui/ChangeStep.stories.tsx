import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { screen, userEvent, within } from "storybook/test"

import type { RolloutChange } from "@/shared/api"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { ChangeStep } from "./ChangeStep.tsx"
import { FILES, LAYOUTS, layoutsAnswer, MODULES, wizardRoutes } from "./NewRolloutPage.fixtures.ts"

/** no-layouts: the catalogue answers, the agency has no saved layouts. */
type Mode = "ready" | "loading" | "failing" | "no-layouts"

const PORTAL = { id: 1, name: "Acme Website", agencyId: 1, agencyName: "Acme Agency" }

function Demo({ mode, initial }: { mode: Mode; initial: RolloutChange | null }) {
  const [change, setChange] = useState<RolloutChange | null>(initial)
  const [server] = useState(() =>
    fakeServer(
      wizardRoutes(
        mode === "loading"
          ? { [MODULES]: "hang", [FILES]: "hang", [LAYOUTS]: "hang" }
          : mode === "failing"
            ? {
                [MODULES]: { status: 500, body: { message: "Whoops, something went wrong on our servers." } },
                [FILES]: { status: 500, body: { message: "Whoops, something went wrong on our servers." } },
                [LAYOUTS]: { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
              }
            : mode === "no-layouts"
              ? { [LAYOUTS]: layoutsAnswer([]) }
              : {}
      )
    )
  )
  return (
    <AppHarness server={server}>
      <ChangeStep portal={PORTAL} change={change} onChange={setChange} onBack={() => undefined} onNext={() => undefined} />
    </AppHarness>
  )
}

const meta = {
  title: "pages/rollouts/ChangeStep",
  component: Demo,
  args: { mode: "ready", initial: null }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet: a module by default, Next disabled. */
export const Empty: Story = {}
export const ModuleChosen: Story = { args: { initial: { kind: "module", module_key: "social-share" } } }
export const ThemeFileChosen: Story = { args: { initial: { kind: "theme_file", path: "css/main.css" } } }
export const ThemeVersionChosen: Story = { args: { initial: { kind: "theme_version" } } }
export const Loading: Story = { args: { mode: "loading" } }
export const Failure: Story = { args: { mode: "failing" } }
export const ThemeFilesFailure: Story = { args: { mode: "failing", initial: { kind: "theme_file", path: "css/main.css" } } }
/** A saved layout chosen: the agency's layouts by name, no latest version line (the preview says what each portal gets). */
export const LayoutChosen: Story = { args: { initial: { kind: "layout", layout_id: 4 } } }
export const LayoutsFailure: Story = { args: { mode: "failing", initial: { kind: "layout", layout_id: 4 } } }
/** No saved layouts: the kind chosen, the empty select says where to save one. */
export const NoLayouts: Story = {
  args: { mode: "no-layouts" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /A module/ }))
    await userEvent.click(await screen.findByRole("option", { name: "A saved layout" }))
  }
}
