import type { Meta, StoryObj } from "@storybook/react-vite"

import { NavigationProgressBar } from "./NavigationProgress.tsx"

const meta = { title: "app/router/NavigationProgressBar", component: NavigationProgressBar } satisfies Meta<typeof NavigationProgressBar>

export default meta
type Story = StoryObj<typeof meta>

/** A navigation pending past the throttle: the bar creeps towards 90 %. */
export const Running: Story = { args: { phase: "running" } }
/** The navigation ended: the bar fills and fades. */
export const Done: Story = { args: { phase: "done" } }
