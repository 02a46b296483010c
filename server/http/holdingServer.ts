// The node HTTP server the app listens with. It must listen before the app is built (the realtime and
// CRM settings need the port really bound, PORT=0 in tests), and NodeHttpServer attaches its request
// handler only once the whole app is built: a request arriving in between would get no answer at all,
// ever (seen: the first probes after a start hung). This server holds such requests and hands them to
// the handler as soon as one is attached.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) is shorter than what clients and
 * proxies keep theirs (Node's and browsers' agents, load balancers: 60 s), so a client reusing a connection
 * just as the server closed it got ECONNRESET (seen: a journey's API call after 5 s of clicking). The server
 * must be the side that waits longer; the headers timeout must exceed it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export const createHoldingServer = (): Server => {
  const server = createServer()
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  const held: Array<readonly [IncomingMessage, ServerResponse]> = []
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: Array<unknown>) => boolean

  server.emit = ((event: string | symbol, ...args: Array<unknown>): boolean => {
    if (event === "request" && server.listenerCount("request") === 0) {
      held.push([args[0] as IncomingMessage, args[1] as ServerResponse])
      return true
    }
    return emit(event, ...args)
  }) as Server["emit"]

  // close() drops the connections idle at that moment, but one still answering becomes idle only after,
  // and would then keep the close waiting its whole keep-alive (65 s: a test server's shutdown under load
  // timed out). From close() on, a connection is let go as soon as it falls idle.
  const close = server.close.bind(server)
  server.close = ((callback?: (error?: Error) => void) => {
    server.keepAliveTimeout = 1
    return close(callback)
  }) as Server["close"]

  server.on("newListener", (event) => {
    // 'newListener' fires just before the listener is added: replay once it is in place.
    if (event === "request" && held.length > 0) {
      setImmediate(() => {
        for (const [request, response] of held.splice(0)) emit("request", request, response)
      })
    }
  })
  return server
}
