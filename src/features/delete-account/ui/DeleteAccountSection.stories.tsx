import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { makeDeletion } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { DeleteAccountSection } from "./DeleteAccountSection.tsx"

function Demo({ mayDeleteAgency, refused }: { mayDeleteAgency: boolean; refused: boolean }) {
  const [server] = useState(() =>
    fakeServer({
      "DELETE /agency/api/v2/agencies/me": { status: 200, body: { data: { message: "The agency account has been deleted.", deleted: makeDeletion() } } },
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
