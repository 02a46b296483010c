// What's New notifications, base /auth/api/v2 (spec 2 sections 3 and 7). Descriptions are HTML written
// by admins: the server stores and returns them as given, the SPA sanitises them when it shows them.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, IdPath, Message, PagedList, PositiveIntFromString, Timestamp } from "./common.ts"
import { Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

/**
 * Spec 2 section 3: "Notification: id, title, description (HTML), image, avatar, author, date, read".
 * Besides the changelog everyone sees, a user gets personal entries (support answered their task
 * request) that carry a link into the app.
 */
export const Notification = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  /** Untrusted HTML; render only after sanitising. */
  description: Schema.String,
  image: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  author: Schema.String,
  date: Timestamp,
  /** Whether the caller has read it (reads are per user). */
  read: Schema.Boolean,
  /**
   * Where it leads in the app (a path such as /tasks/12), for personal notifications about the
   * caller's own things; null for changelog entries.
   */
  link: Schema.NullOr(Schema.String.pipe(Schema.startsWith("/")))
})
export type Notification = typeof Notification.Type

export const NOTIFICATION_PAGE_LIMIT = 100

export const NotificationListParams = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(NOTIFICATION_PAGE_LIMIT)))
})
export type NotificationListParams = typeof NotificationListParams.Type

/** data.total: how many notifications the caller has not read (sets the has-notifications flag). */
export const NotificationCheck = Data(Schema.Struct({ total: Schema.Number }))

export const NOTIFICATION_SYNC_MESSAGE =
  "Notification Sync Completed - User Notification Will Sync on The Background! Please Wait 1-2 Mins!"

/** The caller's daily digest choice: one mail a day listing their unread personal entries (off by default). */
export const DigestSetting = Schema.Struct({ daily: Schema.Boolean })
export type DigestSetting = typeof DigestSetting.Type

export class NotificationApi extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("list", "/notifications")
      .setUrlParams(NotificationListParams)
      .addSuccess(PagedList(Notification))
      .addError(Unprocessable)
  )
  .add(HttpApiEndpoint.get("check", "/notifications/check").addSuccess(NotificationCheck))
  // read-all is declared before /:id/read so the literal path never parses as an id.
  .add(HttpApiEndpoint.put("readAll", "/notifications/read-all").addSuccess(Message))
  .add(HttpApiEndpoint.put("read", "/notifications/:id/read").setPath(IdPath).addSuccess(Message).addError(NotFound))
  .add(HttpApiEndpoint.get("sync", "/notifications/sync").addSuccess(Message).addError(Forbidden))
  .add(HttpApiEndpoint.get("digest", "/notifications/digest").addSuccess(Data(DigestSetting)))
  .add(
    HttpApiEndpoint.put("setDigest", "/notifications/digest")
      .setPayload(DigestSetting)
      .addSuccess(Data(DigestSetting))
      .addError(Unprocessable)
  )
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Notifications") {}
