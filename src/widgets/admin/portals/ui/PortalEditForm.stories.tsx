import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness } from "@/shared/lib/testing"

import { formValueOf, type PortalFormErrors, type PortalFormValue } from "../model/portalForm.ts"
import { PortalEditForm } from "./PortalEditForm.tsx"

const agencies = [
  { id: 1, name: "Demo Agency" },
  { id: 2, name: "Northwind Agency" }
]

function Demo({ folder, errors, isSaving }: { folder: string; errors: PortalFormErrors; isSaving: boolean }) {
  const portal = makePortal({ custom_installation: folder })
  const [value, setValue] = useState<PortalFormValue>(() => formValueOf(portal))
  return (
    <AppHarness>
      <div style={{ maxWidth: 520 }}>
        <PortalEditForm
          portal={portal}
          agencies={agencies}
          value={value}
          errors={errors}
          onChange={setValue}
          onSave={() => undefined}
          onCancel={() => undefined}
          isSaving={isSaving}
        />
      </div>
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/portals/PortalEditForm",
  component: Demo,
  args: { folder: "sr", errors: {}, isSaving: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Custom Installation is disabled while it is 'sr'. */
export const DefaultFolder: Story = {}
export const CustomFolder: Story = { args: { folder: "acme" } }
export const WithErrors: Story = {
  args: {
    errors: { name: "The name field is required.", hubUrl: "The hub url field is required.", agencyId: "The agency id field is required." }
  }
}
export const Saving: Story = { args: { isSaving: true } }
