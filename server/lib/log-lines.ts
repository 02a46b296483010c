// The server's log: one logfmt line per entry (time, level, fiber, message, annotations such as a request's
// status, method and url, spans, and any cause), written to stdout in batches every 20 ms. The default
// pretty logger wrote four console lines per HTTP request, synchronously: with request logging on, that
// was about a sixth of the time a request took under load. A kill -9 loses at most the last 20 ms of lines.
import { Effect, Logger } from "effect"

export const BatchedLogLinesLive = Logger.replaceScoped(
  Logger.defaultLogger,
  Logger.batched(Logger.logfmtLogger, "20 millis", (lines) =>
    Effect.sync(() => {
      if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`)
    })
  )
)
