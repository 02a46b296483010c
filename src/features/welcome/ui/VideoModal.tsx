// The video modal ("video"): plays or links the guide in guideToPlayAtom.
import { useAtom, useAtomValue } from "jotai"

import { openModalAtom } from "@/shared/lib/modal"
import { Modal } from "@/shared/ui/dialog"

import { guideToPlayAtom } from "../model/atoms.ts"
import { VideoView } from "./VideoView.tsx"

export const VIDEO_WIDTH = 800

export function VideoModal() {
  const [openModal, setOpenModal] = useAtom(openModalAtom)
  const guide = useAtomValue(guideToPlayAtom)
  const close = () => setOpenModal(null)
  return (
    <Modal isOpen={openModal === "video" && guide !== null} onOpenChange={(open) => (open ? undefined : close())} width={VIDEO_WIDTH}>
      {guide !== null ? <VideoView guide={guide} onClose={close} /> : null}
    </Modal>
  )
}
