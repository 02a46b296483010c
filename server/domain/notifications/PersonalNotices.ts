// Personal What's New entries: a notice for one user about their own things (support changed their
// task request, a requester answered the assignee), with a link into the app. The entry is written in
// the caller's transaction; the realtime ping that makes the user's bell check again goes out after
// the commit, and a ping that cannot be sent only costs the user the live update.
import { Effect } from "effect"

import { NotificationRepo } from "../../db/repos/NotificationRepo.ts"
import { Events, Realtime, userChannel } from "../../integrations/realtime/index.ts"
import { escapeHtml } from "../../lib/html.ts"

export interface PersonalNotice {
  readonly recipientId: number
  readonly title: string
  /** Plain text, one paragraph each (escaped here). */
  readonly lines: ReadonlyArray<string>
  readonly author: string
  /** An app path such as /tasks/12. */
  readonly link: string
}

export class PersonalNotices extends Effect.Service<PersonalNotices>()("server/domain/PersonalNotices", {
  effect: Effect.gen(function* () {
    const notifications = yield* NotificationRepo
    const realtime = yield* Realtime

    /** Writes the entry (inside the caller's transaction). */
    const add = (notice: PersonalNotice) =>
      notifications.addPersonal({
        recipientId: notice.recipientId,
        title: notice.title,
        description_html: notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
        author: notice.author,
        link: notice.link
      })

    /** Tells the recipient's open browsers, on their private channel, to check their notifications (after the commit). */
    const ping = (recipientId: number) =>
      realtime
        .trigger(userChannel(recipientId), Events.notificationCreated, { user_id: recipientId })
        .pipe(Effect.catchAll((error) => Effect.logWarning("notification.created was not published", error.message)))

    /** Marks the recipient's entries that lead to this path read (they opened what it is about). */
    const seen = (recipientId: number, link: string) => notifications.markReadByLink(recipientId, link)

    return { add, ping, seen } as const
  })
}) {}
