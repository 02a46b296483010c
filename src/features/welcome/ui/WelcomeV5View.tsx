// What's new in version 5, for users arriving from version 5's auto-login link.
import { Button } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"

import styles from "./Welcome.module.css"

export const WELCOME_V5_TITLE = "Welcome to version 5!"
export const WELCOME_V5_LEAD =
  "You are now using the new Portal Builder. Your agency, portals and credits came with you. Here is what's new:"
export const WELCOME_V5_NEWS = [
  "Theme 5 brings new layouts and faster pages. Open a portal's editor to upgrade.",
  "Install several modules at once with module groups.",
  "Create website, landing and blog pages from templates.",
  "Keep your theme files up to date with Update All."
] as const

export function WelcomeV5View({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={WELCOME_V5_TITLE} footer={<Button onPress={onClose}>Get started</Button>}>
      <p className={styles.lead}>{WELCOME_V5_LEAD}</p>
      <ul className={styles.news}>
        {WELCOME_V5_NEWS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Dialog>
  )
}
