import type { Meta, StoryObj } from "@storybook/react-vite"
import { Effect } from "effect"
import { useEffect, useRef, useState } from "react"

import { ApiClient, type Deletion } from "@/shared/api"
import { makeDeletion } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { useConfirmDeletion } from "../model/useConfirmDeletion.ts"
import { DeletionDialogs } from "./DeletionDialogs.tsx"

// Deleting Acme Portal (6), parent of Acme Staging (7), as the super admin's Portals drawer asks it.
const alone = makeDeletion({ portals: [{ id: 6, name: "Acme Portal", parent_id: null }] })
const withChildAndWork = makeDeletion({
  portals: [
    { id: 6, name: "Acme Portal", parent_id: null },
    { id: 7, name: "Acme Staging", parent_id: 6 }
  ],
  work: [
    {
      batch_id: "2f6c1f0e-5b1e-4c55-9a43-0d1f5e8b7a21",
      kind: "module-install",
      title: "Install Landing Page Essentials",
      status: "running",
      portal_id: 6,
      portal_name: "Acme Portal"
    },
    {
      batch_id: "8a0d4c11-93b2-4f0e-b6c1-2e7f3d9a5c48",
      kind: "portal-setup",
      title: "Portal setup",
      status: "pending",
      portal_id: 7,
      portal_name: "Acme Staging"
    }
  ],
  layouts: [{ id: 3, name: "Landing starter", portal_id: 6 }],
  history_entries: 12
})
const cancelled = (deletion: Deletion): Deletion => ({
  ...deletion,
  work: deletion.work.map((work) => ({ ...work, status: "cancelled" as const }))
})

type State = "loading" | "nothingElse" | "childrenAndWork" | "error" | "refused" | "deleted"

const previewAnswer = (state: State, asked: number): FakeAnswer =>
  state === "loading"
    ? "hang"
    : state === "error"
      ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
      : { status: 200, body: { data: state === "nothingElse" || (state === "refused" && asked === 1) ? alone : withChildAndWork } }

function Demo({ state }: { state: State }) {
  const [server] = useState(() => {
    let asked = 0
    return fakeServer({
      "GET /portal/api/v2/portals/6/deletion": () => previewAnswer(state, ++asked),
      // Work started after the preview: the plain delete is refused, naming it.
      "DELETE /portal/api/v2/portals/6": (request) =>
        request.search.includes("cancel_work=true")
          ? { status: 200, body: { message: "The portal was deleted.", deleted: cancelled(withChildAndWork) } }
          : {
              status: 409,
              body: {
                message:
                  "Work is in progress: Install Landing Page Essentials on Acme Portal (batch 2f6c1f0e-5b1e-4c55-9a43-0d1f5e8b7a21). Wait until it has finished, or cancel it with the delete (cancel_work=true)."
              }
            }
    })
  })
  return (
    <AppHarness server={server}>
      <Asking state={state} />
    </AppHarness>
  )
}

const preview = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.portalManage.deletion({ path: { id: 6 } }))),
  Effect.map(({ data }) => data)
)
const remove = (cancelWork: boolean) =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.portalManage.remove({ path: { id: 6 }, urlParams: cancelWork ? { cancel_work: "true" } : {} }))
    ),
    Effect.map(({ deleted }) => deleted)
  )

/** Opens the question at once; 'refused' and 'deleted' press on as a user would. */
function Asking({ state }: { state: State }) {
  const deletion = useConfirmDeletion(() => undefined)
  const { ask, confirm } = deletion
  useEffect(() => ask({ named: 6, previewKey: ["portals", 6, "deletion", state], preview, invalidates: [], remove }), [ask, state])
  const pressed = useRef(false)
  const loaded = deletion.preview.status === "success"
  useEffect(() => {
    if (!loaded || pressed.current || (state !== "refused" && state !== "deleted")) return
    pressed.current = true
    confirm(state === "deleted")
  }, [loaded, state, confirm])
  return <DeletionDialogs deletion={deletion} deletedText="Portal has been deleted." />
}

const meta = {
  title: "entities/deletion/DeletionDialogs",
  component: Demo,
  args: { state: "childrenAndWork" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The preview is on its way: 'Yes, delete it!' waits for it. */
export const Loading: Story = { args: { state: "loading" } }
/** The portal alone: nothing else goes. */
export const NothingElse: Story = { args: { state: "nothingElse" } }
/** A child portal and running work: the work is named and 'Cancel the work and delete' is the second choice. */
export const ChildrenAndWork: Story = {}
/** The preview could not be loaded: the delete may still be asked (the server refuses what it would break). */
export const PreviewError: Story = { args: { state: "error" } }
/** Work started after the preview: the delete was refused (409) with the server's words, and the preview reloaded. */
export const Refused: Story = { args: { state: "refused" } }
/** Deleted with the work cancelled: what went. */
export const Deleted: Story = { args: { state: "deleted" } }
