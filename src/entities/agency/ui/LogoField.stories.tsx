import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { LogoField } from "./LogoField.tsx"

/** A 1×1 PNG, standing for an uploaded logo. */
const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

const meta = {
  title: "entities/agency/LogoField",
  component: LogoField,
  args: { label: "Agency Logo", src: null, onChange: fn() }
} satisfies Meta<typeof LogoField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithLogo: Story = { args: { src: PIXEL } }
export const Disabled: Story = { args: { src: PIXEL, isDisabled: true } }
/** The Agencies drawer's form names the field 'Logo'. */
export const AgencyForm: Story = { args: { label: "Logo", src: PIXEL } }
