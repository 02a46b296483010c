// HttpApiBuilder.serve, with each request's fiber started on a context of only what a request may use.
//
// The node server forks every request from the context it was served in: here, every service of the app
// (about 140). Each service a request provides along its way (the request itself, its tracing span, the
// caller) copies that whole context, a Map, several times per request: a tenth of the CPU of `GET /me` under
// load (measured with --cpu-prof). What a request may use besides what it brings itself is typed: a route's
// handler may require HttpRouter.DefaultServices (HttpPlatform, Etag.Generator, FileSystem, Path) and what
// HttpRouter provides per request; the HttpApi's handlers and middleware captured the services they use when
// their layers were built. So requests start on those four services and the server's scope, and nothing else.
import { Etag, FileSystem, HttpApiBuilder, type HttpApp, HttpPlatform, HttpServer, Path } from "@effect/platform"
import { Context, Effect, Layer, Scope } from "effect"

/** Middleware as HttpApiBuilder.serve takes it, here one that keeps what the app requires. */
export const serveLean = (middleware: <E, R>(app: HttpApp.Default<E, R>) => HttpApp.Default<E, R>) =>
  HttpApiBuilder.httpApp.pipe(
    Effect.map((app) =>
      Layer.scopedDiscard(
        Effect.gen(function* () {
          const server = yield* HttpServer.HttpServer
          const requestContext = Context.pick(
            HttpPlatform.HttpPlatform,
            Etag.Generator,
            FileSystem.FileSystem,
            Path.Path,
            Scope.Scope
          )(yield* Effect.context<HttpPlatform.HttpPlatform | Etag.Generator | FileSystem.FileSystem | Path.Path | Scope.Scope>())
          yield* Effect.mapInputContext(server.serve(app, middleware), (_: Context.Context<never>) => requestContext)
        })
      )
    ),
    Layer.unwrapEffect,
    Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer])
  )
