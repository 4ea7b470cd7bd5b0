#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Measures StateKit's cost per action against the bare reducer, as issue 6 specifies; the README's
// Performance section says how to run it and what each workload measures.

let options: Options
do throws(UsageError) {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.fail("\(error.message) (see --help)", status: 2)
}

if options.help {
  print(helpText(workloads: Workload.catalog(.full)))
  exit(0)
}

let scale: Scale = options.quick ? .quick : .full
// NB: Nine in a full run, whose repetitions spread over the whole run (see `Runner`): a median of five
// could still fall in a slow spell when three of a workload's five did (W3's take 2 ms each). Five in a
// quick run, which CI and `Scripts/instructions.sh` count instructions over, as they always have.
let repetitions = scale == .full ? 9 : 5
let catalog = Workload.catalog(scale)
for filter in options.filters where !catalog.contains(where: { $0.matches(filter) }) {
  let names = catalog.map(\.name).joined(separator: ", ")
  Console.fail("no workload matches --filter '\(filter)' (workloads: \(names))", status: 2)
}
// NB: A filter that names a workload exactly selects that one alone (`W5`, not `W5/cases` too); any other
// selects a family by its prefix (`W3` runs `W3/N=1000` and `W3/N=10000`).
let selected = catalog.filter { workload in
  options.filters.isEmpty
    || options.filters.contains { filter in
      catalog.contains { $0.name.lowercased() == filter.lowercased() }
        ? workload.name.lowercased() == filter.lowercased() : workload.matches(filter)
    }
}

let jsonFile: OutputFile?
do throws(UsageError) {
  jsonFile = try options.jsonPath.map { path throws(UsageError) in try OutputFile(path: path) }
} catch {
  Console.fail(error.message, status: 2)
}

#if DEBUG
  Console.error(
    "warning: a debug build measures nothing useful; run `swift run -c release StateKitBenchmarks`")
#endif

let runner = Runner(repetitions: repetitions)
var trials: [(workload: Workload, actions: Int, makeTrial: @MainActor () -> any Trial)] = []
var skipped: [Report.Skipped] = []
for workload in selected {
  switch workload.body {
  case .skipped(let reason):
    Console.error("\(workload.name): skipped (\(reason))")
    skipped.append(Report.Skipped(name: workload.name, reason: reason))
  case .trials(let actions, let makeTrial):
    trials.append((workload, actions, makeTrial))
  }
}
if !trials.isEmpty {
  Console.error(
    "\(trials.count) workloads: a warm-up of each, then \(repetitions) repetitions of each, round-robin")
}
let results: [(workload: Workload, measurement: Measurement)]
do {
  let measurements = try await runner.measure(trials) { workload in
    // NB: Which workload raises the process's peak, and what it leaves resident for the next one. Not in
    // a quick run: `Scripts/instructions.sh` would count reading it with the workload's actions.
    if !options.quick, let peak = PeakMemory.current(), let resident = PeakMemory.residentBytes() {
      Console.error(
        "\(workload.name) warmed up: peak so far \(peak.bytes >> 20) MiB, resident after it \(resident >> 20) MiB"
      )
    }
  }
  results = zip(trials, measurements).map { ($0.workload, $1) }
} catch {
  Console.fail("sanity check failed: \(error.description)", status: 1)
}

let report = Report(
  scale: scale,
  repetitions: repetitions,
  results: results,
  skipped: skipped,
  peakMemory: PeakMemory.current()
)
print(report.table)
if let jsonFile, let path = options.jsonPath {
  if let failure = jsonFile.save(report.json) {
    Console.fail(failure, status: 1)
  }
  Console.error("Wrote \(path)")
}
