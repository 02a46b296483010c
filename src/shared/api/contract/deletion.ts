// What a delete takes: the preview a confirm dialog lists before a portal or an agency is
// deleted (GET …/deletion), and the same list in the DELETE's answer, of what went.
//
//   portals          every portal that goes: the one named first (a portal delete), or the agency's, each
//                    followed by its child portals (children go with their parent, whatever their agency)
//   work             batches of those portals that are pending or running. A DELETE while there is any
//                    answers 409 naming it, unless ?cancel_work=true: then each batch is cancelled (its
//                    status 'cancelled' here), GET /batch/{id} keeps answering it with status 'cancelled'
//                    and the reason, and the activity log records 'batch.cancelled'
//   layouts          the saved layouts of those portals
//   history_entries  how many History entries of those portals go
//   members          an agency delete's members left in no other agency, who are deleted with it (super
//                    admins never are); empty for a portal delete
import { Schema } from "effect"

const DeletedPortal = Schema.Struct({ id: Schema.Number, name: Schema.String, parent_id: Schema.NullOr(Schema.Number) })

export const DeletedWork = Schema.Struct({
  batch_id: Schema.String,
  kind: Schema.String,
  /** What the batch does, e.g. "Install Landing Page Essentials" (as the transition drawer names it). */
  title: Schema.String,
  /** pending or running in a preview; cancelled in a DELETE's answer. */
  status: Schema.Literal("pending", "running", "cancelled"),
  portal_id: Schema.Number,
  portal_name: Schema.String
})
export type DeletedWork = typeof DeletedWork.Type

const DeletedLayout = Schema.Struct({ id: Schema.Number, name: Schema.String, portal_id: Schema.Number })
const DeletedMember = Schema.Struct({ id: Schema.Number, name: Schema.String, email: Schema.String })

export const Deletion = Schema.Struct({
  portals: Schema.Array(DeletedPortal),
  work: Schema.Array(DeletedWork),
  layouts: Schema.Array(DeletedLayout),
  history_entries: Schema.Number,
  members: Schema.Array(DeletedMember)
})
export type Deletion = typeof Deletion.Type

/** ?cancel_work=true (or 1): cancel the pending and running work instead of refusing the delete (409). */
export const CancelWork = Schema.optional(Schema.Literal("0", "1", "true", "false"))
export const cancelsWork = (value: string | undefined) => value === "1" || value === "true"

/** A DELETE's answer: its message and what went. */
export const Deleted = Schema.Struct({ message: Schema.String, deleted: Deletion })
