// How the requester hears of a support change: the request is flagged for them and a personal What's New
// entry added inside the change's transaction; after the commit their browsers are pinged and they are
// mailed, a burst of changes up to the mail limit (demo identities get no mail).
import { Effect } from "effect"

import type { User } from "#contract/user.ts"

import { AppConfig } from "../../config.ts"
import { TaskRepo, type TaskRow } from "../../db/repos/TaskRepo.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { Mailer } from "../mail/Mailer.ts"
import { PersonalNotices } from "../notifications/PersonalNotices.ts"
import { taskLink, taskPath, taskUpdateMail } from "./taskMail.ts"

export const requesterNotice = Effect.gen(function* () {
  const repo = yield* TaskRepo
  const mailer = yield* Mailer
  const notices = yield* PersonalNotices
  const { appUrl } = yield* PublicUrl
  const limiter = yield* RateLimiter
  const { taskMailPerEmail } = (yield* AppConfig).mailRateLimits

  /**
   * Flags the request for its requester and adds their personal What's New entry (inside the
   * change's transaction); announce() then pings their browsers and mails them, after the commit.
   */
  const noticeForRequester = (task: TaskRow, author: User, changes: ReadonlyArray<string>) =>
    Effect.zipRight(
      repo.update(task.id, { requester_unread: true }),
      task.requester === null
        ? Effect.void
        : notices.add({
            recipientId: task.requester.id,
            title: `Update on your request "${task.title}"`,
            lines: changes,
            author: author.name,
            link: taskPath(task.id)
          })
    )

  /** Demo identities get no mail. */
  const announce = (task: TaskRow, changes: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      if (task.requester === null) return
      yield* notices.ping(task.requester.id)
      if (task.requester_email === null || task.requester_is_demo) return
      // A burst of changes mails the requester up to the limit; the in-app notice above always comes.
      if (!(yield* limiter.allows([{ key: `task-mail:email:${emailKey(task.requester_email)}`, ...taskMailPerEmail }]))) return
      yield* mailer.send(
        taskUpdateMail({
          to: task.requester_email,
          requesterName: task.requester.name,
          title: task.title,
          changes,
          link: taskLink(appUrl, task.id)
        })
      )
    })

  return { noticeForRequester, announce } as const
})
