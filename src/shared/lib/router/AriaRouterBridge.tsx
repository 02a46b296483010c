// react-aria links and menu items navigate through TanStack Router instead of reloading the page.
import { useRouter } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { RouterProvider } from "react-aria-components"

export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const router = useRouter()
  return <RouterProvider navigate={(href) => void router.navigate({ href })}>{children}</RouterProvider>
}
