// Import rules that keep the house's folders depending one way, checked in `npm test`.
// Test files and test kits may reach anything; production code may not.
const TESTS = "(\\.test\\.tsx?$|\\.stories\\.tsx?$|^server/testing/|test-kit\\.ts$|test-support\\.ts$|^tests/)"

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "integrations-not-to-sandboxes",
      comment: "The sandboxes are separate HTTP peers: the clients reach them through their settings only.",
      severity: "error",
      from: { path: "^server/integrations/", pathNot: TESTS },
      to: { path: "^server/sandbox/" }
    },
    {
      name: "sandboxes-stand-alone",
      comment: "A sandbox is another company's service: it shares only server/lib with the app (defaults, row shapes, policies).",
      severity: "error",
      from: { path: "^server/sandbox/", pathNot: TESTS },
      to: { path: "^server/(integrations|db|domain|http|app\\.ts|config\\.ts|main\\.ts)" }
    },
    {
      name: "domain-not-to-edges",
      comment: "The domain does not know the HTTP layer, the sandboxes or the composition root.",
      severity: "error",
      from: { path: "^server/domain/", pathNot: TESTS },
      to: { path: "^server/(http|sandbox)/|^server/(app|main)\\.ts$" }
    },
    {
      name: "handlers-through-the-domain",
      comment: "Handlers are thin: decode, authorize, call a domain service, encode. They reach the database only through domain services.",
      severity: "error",
      from: { path: "^server/http/", pathNot: TESTS },
      to: { path: "^server/db/" }
    },
    {
      name: "db-depends-on-nothing-above",
      comment:
        "The database layer (migrations, repositories, seed) knows tables and rows only: the domain chooses the words, the sandboxes own their code, and the composition root binds a sandbox to the seed.",
      severity: "error",
      from: { path: "^server/db/", pathNot: TESTS },
      to: { path: "^server/(domain|sandbox|integrations|http)/|^server/(app|main)\\.ts$" }
    },
    {
      name: "lib-is-a-leaf",
      comment: "server/lib holds plain helpers every folder may use; it uses none of them (but the settings).",
      severity: "error",
      from: { path: "^server/lib/", pathNot: TESTS },
      to: { path: "^server/", pathNot: "^server/(lib/|config\\.ts$)" }
    },
    {
      name: "server-reads-only-the-contract",
      comment: "The server shares the wire contract with the SPA, nothing else of src/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^src/", pathNot: "^src/shared/api/contract/" }
    },
    {
      name: "spa-not-to-server",
      comment: "The SPA talks to the server over HTTP only.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^server/" }
    },
    {
      name: "production-not-to-test-kits",
      comment: "Test kits and tests are not shipped code paths.",
      severity: "error",
      from: { path: "^(server|src)/", pathNot: TESTS },
      to: { path: TESTS }
    },
    {
      name: "no-cycles",
      comment: "Folders depend one way: no import cycle anywhere.",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|routeTree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.server.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] }
  }
}
