// The app-wide list of alerts currently shown ("Alert options: type, content").
import { atom } from "jotai"
import type { ReactNode } from "react"
import type { AlertType } from "./Alert.tsx"

export type AlertId = number

export interface AlertOptions {
  type: AlertType
  content: ReactNode
}

export interface AlertEntry extends AlertOptions {
  id: AlertId
}

export const alertsAtom = atom<ReadonlyArray<AlertEntry>>([])
