import { createFileRoute } from "@tanstack/react-router"

import { ForgotPasswordPage } from "@/pages/forgot-password"

import { guard, guest } from "../../guards/index.ts"

export const Route = createFileRoute("/_default/forgot-password")({ beforeLoad: guard(guest), component: ForgotPasswordPage })
