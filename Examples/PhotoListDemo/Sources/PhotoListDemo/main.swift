import Foundation
import PhotoListFeature

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
  let screen = PhotoListScreen(options: options, clock: ContinuousClock())
  if options.script == nil && Console.isInteractive {
    await InteractiveSession(screen: screen).run()
  } else {
    await ScriptPlayer(screen: screen) { Console.write($0) }.play(options.script ?? ScriptCommand.tour)
  }
}
