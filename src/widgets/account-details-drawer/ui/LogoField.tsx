// Agency Logo: shows the current or chosen image; Upload picks a PNG, JPEG, GIF or WebP of at most 1 MB.
import { useState } from "react"
import { FileTrigger } from "react-aria-components"
import { Button } from "@/shared/ui/button"
import { LOGO_TYPES, readLogo } from "../lib/readLogo.ts"
import styles from "./AccountDetails.module.css"

export interface LogoFieldProps {
  /** What is shown: the chosen image, else the agency's current one. */
  src: string | null
  onChange: (cover: string | null) => void
  isDisabled?: boolean
}

export function LogoField({ src, onChange, isDisabled }: LogoFieldProps) {
  const [error, setError] = useState<string | null>(null)
  const choose = async (files: FileList | null) => {
    const file = files?.[0]
    if (file === undefined) return
    const read = await readLogo(file)
    if (!read.ok) return setError(read.error)
    setError(null)
    onChange(read.dataUrl)
  }
  return (
    <div className={styles.logo} role="group" aria-labelledby="agency-logo-label">
      <span id="agency-logo-label" className={styles.label}>
        Agency Logo
      </span>
      {src !== null ? <img src={src} alt="Agency logo" className={styles.logoImage} /> : <p className={styles.muted}>No logo yet.</p>}
      <div className={styles.row}>
        <FileTrigger acceptedFileTypes={[...LOGO_TYPES]} onSelect={(files) => void choose(files)}>
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            Upload Logo
          </Button>
        </FileTrigger>
        {src !== null ? (
          <Button variant="ghost" size="sm" onPress={() => onChange(null)} isDisabled={isDisabled}>
            Remove Logo
          </Button>
        ) : null}
      </div>
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
