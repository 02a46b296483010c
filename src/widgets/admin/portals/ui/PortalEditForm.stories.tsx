import type { Meta, StoryObj } from "@storybook/react-vite"
import { useEffect } from "react"

import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness } from "@/shared/lib/testing"

import { usePortalEditForm } from "../model/usePortalEditForm.ts"
import { PortalEditForm } from "./PortalEditForm.tsx"

const agencies = [
  { id: 1, name: "Demo Agency" },
  { id: 2, name: "Northwind Agency" }
]

/** `blank`: the portal's name, hub url and agency emptied, and Save pressed, so the form shows what is required. */
function Editor({ folder, blank, isSaving }: { folder: string; blank: boolean; isSaving: boolean }) {
  const portal = makePortal({ custom_installation: folder })
  const { form } = usePortalEditForm(portal, () => undefined)
  useEffect(() => {
    if (!blank) return
    form.setFieldValue("name", "")
    form.setFieldValue("hub_url", "")
    form.setFieldValue("agency_id", "")
    void form.handleSubmit()
  }, [blank, form])
  return <PortalEditForm portal={portal} agencies={agencies} form={form} onCancel={() => undefined} isSaving={isSaving} />
}

function Demo(props: { folder: string; blank: boolean; isSaving: boolean }) {
  return (
    <AppHarness>
      <div style={{ maxWidth: 520 }}>
        <Editor {...props} />
      </div>
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/portals/PortalEditForm",
  component: Demo,
  args: { folder: "sr", blank: false, isSaving: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Custom Installation is disabled while it is 'sr'. */
export const DefaultFolder: Story = {}
export const CustomFolder: Story = { args: { folder: "acme" } }
export const WithErrors: Story = { args: { blank: true } }
export const Saving: Story = { args: { isSaving: true } }
