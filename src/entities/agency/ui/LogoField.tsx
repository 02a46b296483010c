// The agency's logo (cover): the current or chosen image; Upload picks a PNG, JPEG, GIF or WebP of at
// most 1 MB (read as a data URL), Remove clears it. Used by Account Details and the Agencies drawer.
import { useId, useState } from "react"
import { FileTrigger } from "react-aria-components"

import { isHttpUrl } from "@/shared/api"
import { Button } from "@/shared/ui/button"

import { LOGO_TYPES, readLogo } from "../lib/readLogo.ts"
import styles from "./LogoField.module.css"

export interface LogoFieldProps {
  /** The field's name: 'Agency Logo' in Account Details, 'Logo' in the agency form. */
  label: string
  /** What is shown: the chosen image, else the agency's current one. */
  src: string | null
  onChange: (cover: string | null) => void
  isDisabled?: boolean
}

/** An uploaded image (a data URL of a raster type) or an http(s) address; anything else is not put into src. */
const isShownLogo = (src: string) => /^data:image\/(png|jpeg|gif|webp);base64,/.test(src) || isHttpUrl(src)

export function LogoField({ label, src, onChange, isDisabled }: LogoFieldProps) {
  const labelId = useId()
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
    <div className={styles.logo} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {src !== null && isShownLogo(src) ? (
        <img src={src} alt="Agency logo" className={styles.image} />
      ) : (
        <p className={styles.muted}>No logo yet.</p>
      )}
      <div className={styles.buttons}>
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
