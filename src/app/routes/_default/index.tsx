import { createFileRoute } from "@tanstack/react-router"

import { LoginPage } from "@/pages/login"

import { guard, guest } from "../../guards/index.ts"

export const Route = createFileRoute("/_default/")({ beforeLoad: guard(guest), component: LoginPage })
