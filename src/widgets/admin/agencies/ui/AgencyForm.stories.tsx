import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { userEvent, within } from "storybook/test"

import type { AdminAppointment, Agency } from "@/shared/api"
import { AppHarness, type FakeAnswer, fakeServer, type RecordedRequest } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { makeAgencyRecord, plansAnswer } from "./AgenciesDrawer.fixtures.ts"
import { AgencyForm } from "./AgencyForm.tsx"

const STALE_MESSAGE = "Ada Admin changed this agency on 2 Dec 2026, 10:02 UTC after you opened it. Reload to see their changes."

/** The other admin's save: renamed, one version on. */
const savedByOthers = (agency: Agency | null): Agency | null =>
  agency === null ? null : { ...agency, name: `${agency.name} (renamed)`, lock_version: (agency.lock_version ?? 1) + 1 }

/** A save sent at the version the form opened is stale once someone else has saved. */
const saveAnswer = (agency: Agency | null, failing: boolean, stale: boolean, request: RecordedRequest): FakeAnswer => {
  if (failing) return { status: 422, body: { message: "admin_email: The admin email must be a valid email address." } }
  const sentVersion = (request.body as { lock_version?: number }).lock_version
  if (stale && sentVersion === agency?.lock_version)
    return { status: 409, body: { message: STALE_MESSAGE, lock_version: (agency?.lock_version ?? 1) + 1 } }
  return { status: 200, body: { data: agency } }
}

/**
 * `outcome`: what the server says became of the named admin (the success notice tells it). `stale`: someone
 * else saved the agency after the form opened, so Save is refused with 409 and Reload reads their version.
 */
function Demo({
  agency,
  failing = false,
  stale = false,
  outcome = "invited"
}: {
  agency: Agency | null
  failing?: boolean
  stale?: boolean
  outcome?: AdminAppointment["outcome"]
}) {
  const [server] = useState(() =>
    fakeServer({
      "GET /agency/api/v2/plans": plansAnswer,
      [`GET /agency/api/v2/agencies/${agency?.id ?? 0}`]: { status: 200, body: { data: stale ? savedByOthers(agency) : agency } },
      "POST /agency/api/v2/agencies": failing
        ? { status: 422, body: { message: "The selected plan_id is invalid." } }
        : { status: 201, body: { data: makeAgencyRecord({ id: 99 }), admin: { email: "nora@new.example", outcome } } },
      [`PUT /agency/api/v2/agencies/${agency?.id ?? 0}`]: (request) => saveAnswer(agency, failing, stale, request)
    })
  )
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <AgencyForm agency={agency} onSaved={() => undefined} onCancel={() => undefined} />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/agencies/AgencyForm",
  component: Demo,
  args: { agency: null }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Add: the defaults of a new agency, no Status. */
export const Add: Story = {}
/** Edit: Status required; Max Active Requests shows because the SaaS flag is on. */
export const Edit: Story = {
  args: {
    agency: makeAgencyRecord({
      id: 4,
      name: "Acme Agency",
      plan_id: 35,
      plan: { id: 35, name: "Core", portal_limit: 10, user_limit: 10, module_limit: 50, custom_logo: "yes" },
      sr_saas: 1,
      max_active_requests: 5,
      status: "suspend"
    })
  }
}
/** Edit of an agency whose refunds and disputes took back more credits than it had left: the debt, read only. */
export const EditWithCreditDebt: Story = {
  args: { agency: makeAgencyRecord({ id: 4, name: "Acme Agency", credit_limit: 0, credit_debt: 3 }) }
}
/** Saving fails: the server's message shows as a danger alert. */
export const SaveFails: Story = { args: { agency: makeAgencyRecord({ id: 4, name: "Acme Agency" }), failing: true } }

/**
 * Someone else saved the agency after this form opened: Save (pressed by the story) shows who and when with
 * Reload, which brings in their name and keeps what was typed here (change the Credit Limit first to see it).
 */
export const SaveConflicts: Story = {
  args: { agency: makeAgencyRecord({ id: 4, name: "Acme Agency", lock_version: 3 }), stale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole("button", { name: "Save" }))
    await canvas.findByRole("button", { name: "Reload" })
  }
}

/** Add, saved for an address with no account: 'The invitation was sent to …'. Fill the form and Save. */
export const AddInvitesNewAdmin: Story = { args: { outcome: "invited" } }

/** Add, saved for an existing user's address: '… was made its admin.' Fill the form and Save. */
export const AddMakesExistingUserAdmin: Story = { args: { outcome: "made_admin" } }
