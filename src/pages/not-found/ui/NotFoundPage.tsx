// Any route the app does not know.
import { Link } from "@tanstack/react-router"

import { MessagePage } from "@/shared/ui/message-page"

export function NotFoundPage() {
  return (
    <MessagePage status={404} message="This page could not be found.">
      <Link to="/">Back to home</Link>
    </MessagePage>
  )
}
