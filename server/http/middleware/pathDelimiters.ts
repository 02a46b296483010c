// The router under HttpApi (find-my-way-ts) ends a path at ';' or '#', as for matrix parameters
// (`/foo;jsessionid=1`), and reads what follows as the query: `DELETE /agency/api/v2/agencies/1;DROP` was
// routed as `/agencies/1` and deleted agency 1. Escaped before routing, the characters stay inside their
// segment, so a path id such as `1;x` reaches the id's schema and is refused with a 422 naming the
// parameter, exactly as `1%3Bx` is.
import { type HttpApp, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"

/** The request's URL with ';' and '#' of its path percent-encoded (the query is left as sent). */
export const escapePathDelimiters = (url: string): string => {
  const queryAt = url.indexOf("?")
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!/[;#]/.test(path)) return url
  return path.replaceAll(";", "%3B").replaceAll("#", "%23") + (queryAt === -1 ? "" : url.slice(queryAt))
}

/** Middleware: the app sees the path with its delimiters escaped. */
export const pathDelimitersEscaped = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const url = escapePathDelimiters(request.url)
    return url === request.url ? app : Effect.provideService(app, HttpServerRequest.HttpServerRequest, request.modify({ url }))
  })
