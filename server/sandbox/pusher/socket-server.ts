// The WebSocket side of the embedded Pusher server, on `ws`, sharing the API's HTTP server:
// pusher-js connects to ws://host:port/app/KEY?protocol=7&client=js&version=…
import type { IncomingMessage, Server } from "node:http"
import type { Duplex } from "node:stream"

import { WebSocket, WebSocketServer } from "ws"

import { ChannelHub, type PusherMessage } from "./channel-hub.ts"
import { connectionEstablished, newSocketId, PusherConnection, pusherError } from "./connection.ts"
import type { PusherApp } from "./signature.ts"

export interface PusherSocketOptions extends PusherApp {
  /** Seconds of silence after which the client should ping (sent in connection_established). */
  readonly activityTimeoutSeconds?: number
  /** Seconds the server waits for any frame after its own ping before closing (Pusher: 30). */
  readonly pongTimeoutSeconds?: number
}

export interface PusherSandbox {
  readonly app: PusherApp
  readonly hub: ChannelHub
  /** Closes every client connection and stops handling upgrades. */
  readonly close: () => Promise<void>
}

export const PUSHER_SOCKET_PATH = /^\/app\/([^/]+)$/

const MIN_PROTOCOL = 5

export const attachPusherSocket = (server: Server, options: PusherSocketOptions): PusherSandbox => {
  const app: PusherApp = { appId: options.appId, key: options.key, secret: options.secret }
  const activityTimeout = options.activityTimeoutSeconds ?? 120
  const pongTimeout = options.pongTimeoutSeconds ?? 30
  const hub = new ChannelHub()
  // Client frames are small (Pusher caps client events at 10 kB); the bound keeps one client
  // from making the server buffer megabytes.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })

  const accept = (ws: WebSocket, key: string, protocol: number): void => {
    const send = (message: PusherMessage): void => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message))
    }
    if (key !== app.key) {
      send(pusherError(4001, `App key ${key} not in this cluster. Did you forget to specify the cluster?`))
      ws.close(4001, "Application does not exist")
      return
    }
    if (!Number.isFinite(protocol) || protocol < MIN_PROTOCOL) {
      send(pusherError(4007, "Unsupported protocol version"))
      ws.close(4007, "Unsupported protocol version")
      return
    }
    const connection = new PusherConnection(app, hub, { socketId: newSocketId(), send })
    // Pusher's liveness rule: after activity_timeout of silence the server pings, and a client
    // that stays silent for the pong timeout is closed with 4201.
    let timer: NodeJS.Timeout | undefined
    const watch = (afterSeconds: number, onSilence: () => void): void => {
      clearTimeout(timer)
      timer = setTimeout(onSilence, afterSeconds * 1000)
      timer.unref()
    }
    const expectActivity = (): void =>
      watch(activityTimeout, () => {
        send({ event: "pusher:ping", data: "{}" })
        watch(pongTimeout, () => ws.close(4201, "Pong reply not received"))
      })
    ws.on("message", (raw, isBinary) => {
      expectActivity()
      if (!isBinary) connection.receive(raw.toString())
    })
    ws.on("close", () => {
      clearTimeout(timer)
      connection.close()
    })
    ws.on("error", () => ws.terminate())
    send(connectionEstablished(connection.client.socketId, activityTimeout))
    expectActivity()
  }

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = new URL(request.url ?? "/", "http://localhost")
    const match = PUSHER_SOCKET_PATH.exec(url.pathname)
    if (match === null) return false
    const key = decodeURIComponent(match[1] ?? "")
    const protocol = Number(url.searchParams.get("protocol") ?? MIN_PROTOCOL)
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, key, protocol))
    return true
  }

  // @effect/platform-node's server answers every 'upgrade' event through its router (a 404 for a
  // path it does not know), which would write into a socket `ws` has already taken over. So
  // Pusher's path is claimed before any 'upgrade' listener runs; other paths pass through.
  const originalEmit = server.emit
  const claimingEmit = function (this: Server, event: string | symbol, ...args: Array<unknown>): boolean {
    if (event === "upgrade" && upgrade(args[0] as IncomingMessage, args[1] as Duplex, args[2] as Buffer)) return true
    return originalEmit.apply(this, [event, ...args] as Parameters<Server["emit"]>)
  }
  server.emit = claimingEmit as Server["emit"]
  // Node only emits 'upgrade' when someone listens; this listener also ends upgrades for other
  // paths when nothing else on the server would answer them.
  const unclaimed = (_request: IncomingMessage, socket: Duplex): void => {
    if (server.listenerCount("upgrade") === 1) socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n")
  }
  server.on("upgrade", unclaimed)

  return {
    app,
    hub,
    close: () =>
      new Promise<void>((resolve) => {
        if (server.emit === claimingEmit) server.emit = originalEmit
        server.off("upgrade", unclaimed)
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      })
  }
}
