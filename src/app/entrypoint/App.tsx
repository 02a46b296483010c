// The app's providers: one jotai store and one API access for the page's life, handed to React and to the
// router's context. The API connection (Effect runtime and query cache) loads after first paint: see
// lazyApiAccess.ts.
import { RouterProvider } from "@tanstack/react-router"
import { createStore, Provider } from "jotai"
import { useEffect, useState } from "react"

import { ApiAccessProvider } from "@/shared/api"

import { router } from "../router/router.ts"
import { lazyApiAccess } from "./lazyApiAccess.ts"

export function App() {
  const [store] = useState(() => createStore())
  const [api] = useState(() => lazyApiAccess(() => import("./connectApi.ts").then((module) => module.connectApi(store, router))))

  // The runtime owns resources that only an effect's cleanup can release; React's development double mount
  // disposes it and the next ready() builds another.
  useEffect(() => () => void api.dispose(), [api])

  return (
    <Provider store={store}>
      <ApiAccessProvider access={api}>
        <RouterProvider router={router} context={{ store, api }} />
      </ApiAccessProvider>
    </Provider>
  )
}
