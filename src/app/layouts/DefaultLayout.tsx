// default: plain pages (login, password reset, errors).
import { Outlet } from "@tanstack/react-router"

export function DefaultLayout() {
  return <Outlet />
}
