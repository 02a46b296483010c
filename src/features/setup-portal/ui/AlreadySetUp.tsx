// A portal that is set up already has nothing to install: the message and the way into the editor.
import { useNavigate } from "@tanstack/react-router"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"

import { editorHref } from "../lib/paths.ts"

export const ALREADY_SET_UP = "This portal is already set up."

export function AlreadySetUp({ portalId }: { portalId: number }) {
  const navigate = useNavigate()
  return (
    <>
      <Alert type="success">{ALREADY_SET_UP}</Alert>
      <Button onPress={() => void navigate({ href: editorHref(portalId) })}>Open the editor</Button>
    </>
  )
}
