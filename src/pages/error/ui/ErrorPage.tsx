// A navigation that failed: its status code and message (defaults 500 and 'Error').
import { Link } from "@tanstack/react-router"

import { MessagePage } from "@/shared/ui/message-page"

export interface ErrorPageProps {
  status?: number
  message?: string
}

export function ErrorPage({ status = 500, message = "Error" }: ErrorPageProps) {
  return (
    <MessagePage status={status} message={message}>
      {status === 404 ? <Link to="/">Back to home</Link> : null}
    </MessagePage>
  )
}
