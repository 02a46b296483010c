// Shown after a 400 answer (spec 1 section 8).
import { Link } from "@tanstack/react-router"

import { MessagePage } from "@/shared/ui/message-page"

export function BadRequestPage() {
  return (
    <MessagePage status={400} message="Bad request.">
      <Link to="/">Back to home</Link>
    </MessagePage>
  )
}
