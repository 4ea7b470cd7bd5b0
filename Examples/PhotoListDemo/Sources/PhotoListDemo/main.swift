import Foundation
import PhotoListFeature
import StateKit

// PhotoListDemo: the photo list of the seed article, in a terminal. Everything but terminal I/O lives in
// the PhotoListFeature module; see Examples/PhotoListDemo/README.md.

let invocation: Invocation
do {
  invocation = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.writeError("PhotoListDemo: \(error.message) (see --help)\n")
  exit(2)
}

switch invocation {
case .help:
  Console.write(HelpText.text + "\n")
case .generateData(let path):
  do {
    try PhotoCatalog.json(for: PhotoCatalog.generate()).write(toFile: path, atomically: true, encoding: .utf8)
    Console.write("Wrote \(PhotoCatalog.bundledCount) photos to \(path)\n")
  } catch {
    Console.writeError("PhotoListDemo: could not write \(path): \(error.localizedDescription)\n")
    exit(1)
  }
case .run(let options):
  if let path = options.replayPath {
    do {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try TracePlayer { Console.write($0) }.play(jsonLines: text)
    } catch let error as ActionTraceError {
      Console.writeError("PhotoListDemo: \(path) is not a trace of this list: \(error)\n")
      exit(1)
    } catch {
      Console.writeError("PhotoListDemo: could not read \(path): \(error.localizedDescription)\n")
      exit(1)
    }
    exit(0)
  }
  let favoritesFile = options.favoritesFile(isInteractive: Console.isInteractive)
  let screen = PhotoListScreen(options: options, clock: ContinuousClock(), favoritesFile: favoritesFile)
  let instruments = RunInstruments(options: options, screen: screen)
  if options.script == nil && Console.isInteractive {
    let session = InteractiveSession(screen: screen)
    await session.run()
  } else {
    await ScriptPlayer(screen: screen) { Console.write($0) }.play(options.script ?? ScriptCommand.tour)
  }
  if favoritesFile != nil, let problem = await screen.saveFavorites() {
    Console.writeError("PhotoListDemo: \(problem)\n")
  }
  if let path = options.recordPath {
    do {
      try instruments.traceJSONLines()?.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      Console.writeError(
        "PhotoListDemo: could not write the trace to \(path): \(error.localizedDescription)\n")
      exit(1)
    }
  }
  if let table = instruments.profileTable {
    Console.write(table)
  }
}
