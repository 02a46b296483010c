// The promo banner (spec 2 section 1): a free call gives 3 free modules. Shown to agency members above
// their portals, with 'Book a free call' when the server names a support address (client config), and
// dismissed for good in this browser.
import { useState } from "react"
import { Link } from "react-aria-components"
import { loadClientConfig, queryKey, useApiQuery } from "@/shared/api"
import { StorageKey } from "@/shared/config"
import { readStored, writeStored } from "@/shared/lib/storage"
import { Button } from "@/shared/ui/button"
import styles from "./PortalsMainPage.module.css"

export const PROMO_TEXT = "Book a free call with our team and get 3 free modules."
export const PROMO_ACTION = "Book a free call"

export function PromoBanner() {
  const config = useApiQuery(queryKey("client-config"), loadClientConfig, { once: true })
  const [dismissed, setDismissed] = useState(() => readStored("local", StorageKey.PromoDismissed) === "1")
  if (dismissed) return null
  const supportUrl = config.status === "success" ? config.data.support_url : null
  const dismiss = () => {
    writeStored("local", StorageKey.PromoDismissed, "1")
    setDismissed(true)
  }
  return (
    <aside className={styles.promo} aria-label="Free modules offer">
      <p className={styles.promoText}>{PROMO_TEXT}</p>
      {supportUrl !== null ? (
        <Link className={styles.promoAction} href={supportUrl} target="_blank" rel="noopener noreferrer">
          {PROMO_ACTION}
        </Link>
      ) : null}
      <Button variant="ghost" size="sm" onPress={dismiss}>
        Dismiss
      </Button>
    </aside>
  )
}
