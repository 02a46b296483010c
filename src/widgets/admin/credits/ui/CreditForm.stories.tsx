import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { CreditForm, type CreditFormProps } from "./CreditForm.tsx"

function Demo({ credit, failing }: Pick<CreditFormProps, "credit"> & { failing: boolean }) {
  const [server] = useState(() =>
    fakeServer({
      "POST /agency/api/v2/plans/credits": (request) =>
        failing
          ? { status: 422, body: { message: "The credit has already been taken." } }
          : { status: 201, body: { data: { id: 9, ...(request.body as object) } } },
      [`PUT /agency/api/v2/plans/credits/${credit?.id ?? 0}`]: (request) => ({
        status: 200,
        body: { data: { id: credit?.id ?? 0, ...(request.body as object) } }
      })
    })
  )
  return (
    <AppHarness server={server}>
      <div style={{ maxWidth: 560, padding: 24 }}>
        <CreditForm credit={credit} onSaved={() => undefined} onCancel={() => undefined} />
      </div>
      <AlertOutlet />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/credits/CreditForm",
  component: Demo,
  args: { credit: null, failing: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Add: Story = {}
export const Edit: Story = { args: { credit: { id: 2, credit: "5", amount: "225", saving: "10%" } } }
export const ServerRefuses: Story = { args: { failing: true } }
