import { createFileRoute } from "@tanstack/react-router"

import { SubmitRequestPage } from "@/pages/tasks/submit-request"

import { guard } from "../../../guards/index.ts"
import { saasAdminOnly } from "../../../guards/tasks.ts"

export const Route = createFileRoute("/_main/tasks/submit-request")({ beforeLoad: guard(saasAdminOnly), component: SubmitRequestPage })
