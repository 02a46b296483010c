// `npm run catalogue:import -- DIR --message "text" [--version X.Y.Z]`: imports a HubSpot theme folder
// into the module catalogue as a new version of each module and theme file it holds (README,
// "Catalogue import"). Exit codes: 0 imported, 1 refused (every problem listed, nothing written) or
// failed, 2 wrong usage.
import { parseArgs } from "node:util"

import { Cause, Effect, Exit, Logger, Option } from "effect"

import { loadSettings } from "../config.ts"
import { VERSION } from "../domain/catalogue/importPlan.ts"
import { describeImport, importTheme } from "../domain/catalogue/themeImport.ts"
import { commandDatabase } from "./database.ts"

const USAGE = `Usage: npm run catalogue:import -- DIR --message "change log entry" [--version X.Y.Z]

Imports the HubSpot theme folder DIR into the module catalogue: every *.module folder (in DIR or
DIR/modules) becomes a new version of its module, every .html file under DIR/templates and
DIR/sections a new version of that theme file. All of it is written, or nothing.

  -m, --message TEXT   the change-log entry of every new version (required)
  -v, --version X.Y.Z  the version to give everything (default: the next minor version of each,
                       1.0.0 for what is new)
  -h, --help           this text

Database: DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default .data);
stop the server using that DATA_DIR first.`

type Parsed =
  { readonly dir: string; readonly message: string; readonly version: string | undefined } | { readonly exit: 0 | 2; readonly text: string }

const parse = (argv: ReadonlyArray<string>): Parsed => {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        message: { type: "string", short: "m" },
        version: { type: "string", short: "v" },
        help: { type: "boolean", short: "h" }
      }
    })
  } catch (error) {
    return { exit: 2, text: `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}` }
  }
  const { values, positionals } = parsed
  if (values.help === true) return { exit: 0, text: USAGE }
  const wrong =
    positionals.length !== 1
      ? `Give exactly one theme folder (got ${positionals.length}).`
      : values.message === undefined || values.message.trim() === ""
        ? 'The change-log message is required: --message "what changed".'
        : values.version !== undefined && !VERSION.test(values.version)
          ? `--version must look like 1.2.0 (got "${values.version}").`
          : undefined
  if (wrong !== undefined) return { exit: 2, text: `${wrong}\n\n${USAGE}` }
  return { dir: positionals[0]!, message: values.message!, version: values.version }
}

// Log lines (applied migrations) as plain text on stderr, so stdout carries only the result.
const plainLogger = Logger.replace(
  Logger.defaultLogger,
  Logger.make(({ message }) => {
    console.error(...(Array.isArray(message) ? message : [message]))
  })
)

const run = async () => {
  const args = parse(process.argv.slice(2))
  if ("exit" in args) {
    ;(args.exit === 0 ? console.log : console.error)(args.text)
    return args.exit
  }
  const program = Effect.gen(function* () {
    const settings = yield* Effect.orDie(loadSettings)
    const options = args.version === undefined ? { message: args.message } : { message: args.message, version: args.version }
    return yield* importTheme(args.dir, options).pipe(Effect.provide(commandDatabase(settings)))
  }).pipe(Effect.provide(plainLogger))
  const exit = await Effect.runPromiseExit(program)
  if (Exit.isSuccess(exit)) {
    for (const line of describeImport(exit.value)) console.log(line)
    return 0
  }
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure) && failure.value._tag === "ImportRefused") {
    const { problems } = failure.value
    console.error(`Nothing was imported: ${problems.length} ${problems.length === 1 ? "problem" : "problems"} in ${args.dir}`)
    for (const { path, problem } of problems) console.error(`  ${path}: ${problem}`)
    return 1
  }
  if (Option.isSome(failure) && failure.value._tag === "DataDirInUse") {
    console.error(failure.value.message)
    return 1
  }
  console.error(`The import failed; nothing was imported.\n${Cause.pretty(exit.cause)}`)
  return 1
}

process.exitCode = await run()
