// The server's log: one logfmt line per entry (time, level, fiber, message, annotations, spans, and any
// cause), written to stdout in batches every 20 ms. The default pretty logger wrote four console lines per
// HTTP request, synchronously: with request logging on, that was about a sixth of the time a request took
// under load. A kill -9 loses at most the last 20 ms of lines.
// The lines of the log and of the request log (http/middleware/requestLog.ts) share one buffer.
import { Effect, Logger } from "effect"

const FLUSH_EVERY_MS = 20

let pending: Array<string> = []
let timer: ReturnType<typeof setTimeout> | undefined

const flush = () => {
  timer = undefined
  if (pending.length === 0) return
  const lines = pending
  pending = []
  process.stdout.write(`${lines.join("\n")}\n`)
}

/** Appends a line to the log; it reaches stdout within 20 ms, or as the process exits. */
export const writeLogLine = (line: string): void => {
  pending.push(line)
  timer ??= setTimeout(flush, FLUSH_EVERY_MS)
}

process.once("exit", flush)

/** logfmt's value: as is when plain, else quoted as JSON (as Effect's logfmt logger writes it). */
export const logfmtValue = (value: string): string => (/^[^\s"=]+$/.test(value) ? value : JSON.stringify(value))

export const BatchedLogLinesLive = Logger.replaceScoped(
  Logger.defaultLogger,
  Effect.acquireRelease(Effect.succeed(Logger.map(Logger.logfmtLogger, writeLogLine)), () => Effect.sync(flush))
)
