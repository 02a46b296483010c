// The guest bars' links. Register opens the register modal once it exists; Documentation and Support
// come from the server's client-config and stay hidden while unknown or unset.
import { Link as RouterLink } from "@tanstack/react-router"
import { useSetAtom } from "jotai"
import { Link } from "react-aria-components"

import { clientConfigQuery, useApiQuery } from "@/shared/api"
import { availableModals } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { Button } from "@/shared/ui/button"
import { navbarLinkClassName } from "@/shared/ui/navbar"

import styles from "./GuestLinks.module.css"

const linkClassName = `${navbarLinkClassName} ${styles.link}`

export interface GuestLinksProps {
  /** public: the guest portal list (Log in); demo: the demo portal (Support). */
  variant: "public" | "demo"
}

export function GuestLinks({ variant }: GuestLinksProps) {
  const config = useApiQuery(clientConfigQuery)
  const setOpenModal = useSetAtom(openModalAtom)
  const docsUrl = config.status === "success" ? config.data.docs_url : null
  const supportUrl = config.status === "success" ? config.data.support_url : null

  return (
    <>
      {availableModals.has("register") ? (
        <Button variant="primary" size="sm" onPress={() => setOpenModal("register")}>
          Register
        </Button>
      ) : null}
      {docsUrl !== null ? (
        <Link href={docsUrl} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          Documentation
        </Link>
      ) : null}
      {variant === "demo" && supportUrl !== null ? (
        <Link href={supportUrl} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          Support
        </Link>
      ) : null}
      {variant === "public" ? (
        <RouterLink to="/" className={linkClassName}>
          Log in
        </RouterLink>
      ) : null}
    </>
  )
}
