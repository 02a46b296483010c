// Sample notifications for the panel's tests and stories, one with a script tag and an onerror handler.
// Like the demo list, one has an image and an avatar and one an avatar only (the app's own files, which
// Storybook serves from public/ too).
import type { Notification } from "../api/notifications.ts"

export const makeNotification = (fields: Partial<Notification> = {}): Notification => ({
  id: 1,
  title: "Theme 5.0 is here",
  description: "<p>Theme <strong>5.0</strong> brings new layouts.</p>",
  image: null,
  avatar: null,
  author: "Product Team",
  date: "2026-11-20T10:00:00.000Z",
  read: false,
  link: null,
  ...fields
})

export const sampleNotifications: ReadonlyArray<Notification> = [
  makeNotification({ id: 1, image: "/whats-new/theme-5.svg", avatar: "/whats-new/product-team.svg" }),
  makeNotification({
    id: 2,
    title: "Module groups",
    description:
      '<p>Install several modules at once.</p><script>window.__ranScript = true</script><img src="x" onerror="window.__ranOnerror = true">',
    date: "2026-11-18T10:00:00.000Z"
  }),
  makeNotification({
    id: 3,
    title: "Blogs can be activated",
    author: "Support",
    avatar: "/whats-new/support.svg",
    date: "2026-11-14T10:00:00.000Z",
    read: true
  })
]

/** A personal entry: support changed the user's task request; it links to the request. */
export const personalNotification = makeNotification({
  id: 4,
  title: 'Update on your request "Fix the footer"',
  description: "<p>Sam Support changed the status to In progress.</p>",
  author: "Sam Support",
  date: "2026-11-21T10:00:00.000Z",
  link: "/tasks/12"
})

export const notificationPage = (rows: ReadonlyArray<Notification>) => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total: rows.length, count: rows.length, per_page: 100, current_page: 1, total_pages: 1 } } }
})
