// The promo banner (spec 2 section 1): a free call gives 3 free modules. Shown to agency admins above
// their portals; 'Book a free call' opens a mail to the support team (client config support_email) that
// asks for the call on behalf of the agency, or the support site when only that is known. Dismissed for
// good in this browser.
import { useAtomValue } from "jotai"
import { useState } from "react"
import { Link } from "react-aria-components"

import { currentUserAtom } from "@/entities/session"
import { clientConfigQuery, useApiQuery } from "@/shared/api"
import { StorageKey } from "@/shared/config"
import { readStored, writeStored } from "@/shared/lib/storage"
import { Button } from "@/shared/ui/button"

import styles from "./PortalsMainPage.module.css"

export const PROMO_TEXT = "Book a free call with our team and get 3 free modules."
export const PROMO_ACTION = "Book a free call"

/** The booking mail: to the support team, naming the agency and who asks. */
const bookingMailto = (supportEmail: string, agencyName: string | null, userName: string | null): string => {
  const body = [
    "Hello,",
    "",
    `I would like to book the free call${agencyName === null ? "" : ` for ${agencyName}`} and get 3 free modules.`,
    "Please suggest a few times that suit you.",
    "",
    userName ?? ""
  ].join("\n")
  return `mailto:${supportEmail}?subject=${encodeURIComponent(PROMO_ACTION)}&body=${encodeURIComponent(body)}`
}

export function PromoBanner() {
  const config = useApiQuery(clientConfigQuery)
  const user = useAtomValue(currentUserAtom)
  const [dismissed, setDismissed] = useState(() => readStored("local", StorageKey.PromoDismissed) === "1")
  if (dismissed) return null
  const supportEmail = config.status === "success" ? config.data.support_email : null
  const supportUrl = config.status === "success" ? config.data.support_url : null
  const booking = supportEmail !== null ? bookingMailto(supportEmail, user?.agency?.name ?? null, user?.name ?? null) : supportUrl
  // A mail opens the mail program; the support site opens in a new tab.
  const newTab = supportEmail === null ? { target: "_blank", rel: "noopener noreferrer" } : {}
  const dismiss = () => {
    writeStored("local", StorageKey.PromoDismissed, "1")
    setDismissed(true)
  }
  return (
    <aside className={styles.promo} aria-label="Free modules offer">
      <p className={styles.promoText}>{PROMO_TEXT}</p>
      {booking !== null ? (
        <Link className={styles.promoAction} href={booking} {...newTab}>
          {PROMO_ACTION}
        </Link>
      ) : null}
      <Button variant="ghost" size="sm" onPress={dismiss}>
        Dismiss
      </Button>
    </aside>
  )
}
