import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeDeletion } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { DeleteAccountSection } from "./DeleteAccountSection.tsx"

// What deleting the agency takes (GET /agencies/me/deletion): a portal, a layout and a member; with
// workRunning, a running install too, so the question offers only to cancel it with the delete.
const goes = (workRunning: boolean) =>
  makeDeletion({
    portals: [{ id: 6, name: "Acme Portal", parent_id: null }],
    layouts: [{ id: 3, name: "Landing starter", portal_id: 6 }],
    members: [{ id: 9, name: "Pat Member", email: "pat@example.com" }],
    work: workRunning
      ? [
          {
            batch_id: "2f6c1f0e-5b1e-4c55-9a43-0d1f5e8b7a21",
            kind: "module-install",
            title: "Install Landing Page Essentials",
            status: "running",
            portal_id: 6,
            portal_name: "Acme Portal"
          }
        ]
      : []
  })

function Demo({ mayDeleteAgency, refused, workRunning = false }: { mayDeleteAgency: boolean; refused: boolean; workRunning?: boolean }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /agency/api/v2/agencies/me/deletion": { status: 200, body: { data: goes(workRunning) } },
      "DELETE /agency/api/v2/agencies/me": {
        status: 200,
        body: { data: { message: "The agency account has been deleted.", deleted: makeDeletion() } }
      },
      "DELETE /auth/api/v2/users/me": refused
        ? { status: 403, body: { message: "The last super admin can not be deleted." } }
        : { status: 200, body: { data: { message: "Your account has been deleted." } } }
    })
  )
  const [deleted, setDeleted] = useState<string | null>(null)
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <div style={{ maxWidth: 520 }}>
        <DeleteAccountSection agencyId={1} mayDeleteAgency={mayDeleteAgency} onDeleted={setDeleted} defaultExpanded />
        {deleted !== null ? <p>Deleted: {deleted} (the app now logs out and goes to /)</p> : null}
      </div>
    </AppHarness>
  )
}

const meta = {
  title: "features/delete-account/DeleteAccountSection",
  component: Demo,
  args: { mayDeleteAgency: true, refused: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const AgencyAdmin: Story = {}
export const User: Story = { args: { mayDeleteAgency: false } }
export const DeletionRefused: Story = { args: { mayDeleteAgency: false, refused: true } }
/** Press 'Delete Agency Account': the question lists the running install and offers 'Cancel the work and delete'. */
export const AgencyWorkRunning: Story = { args: { mayDeleteAgency: true, refused: false, workRunning: true } }
