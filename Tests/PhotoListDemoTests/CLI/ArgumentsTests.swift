import Foundation
import PhotoListFeature
import Testing

/// The hand-written argument parser: every option, both value forms, and each error's message.
@Suite(.timeLimit(.minutes(5))) struct ArgumentsTests {
  func options(_ arguments: String...) throws -> Options {
    guard case .run(let options) = try Arguments.parse(arguments) else {
      Issue.record("Expected options for \(arguments)")
      return Options()
    }
    return options
  }

  func error(_ arguments: String...) -> String? {
    do {
      _ = try Arguments.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func noArgumentsRunTheReducerOnTheBundledPhotos() throws {
    #expect(try options() == Options())
    #expect(Options().source == .bundled)
    #expect(!Options().usesViewStore)
    #expect(Options().script == nil)
  }

  @Test func everyOptionIsRead() throws {
    let parsed = try options(
      "--url", "http://127.0.0.1:8080/photos", "--view-store", "--script", "toggle; down")
    #expect(parsed.source == .url(URL(string: "http://127.0.0.1:8080/photos")!))
    #expect(parsed.usesViewStore)
    #expect(parsed.script == [.toggle, .down])
    #expect(try options("--file=photos.json", "--log").source == .file("photos.json"))
    #expect(try options("--file=photos.json", "--log").logsChanges)
  }

  @Test func helpAndTheHiddenGeneratorAreInvocationsOfTheirOwn() throws {
    #expect(try Arguments.parse(["--help"]) == .help)
    #expect(try Arguments.parse(["--view-store", "-h"]) == .help)
    #expect(try Arguments.parse(["--generate-data", "out.json"]) == .generateData(path: "out.json"))
  }

  @Test func badArgumentsSayWhatIsWrongInOneLine() {
    #expect(error("--frobnicate") == "unknown option '--frobnicate'")
    #expect(error("-x") == "unknown option '-x'")
    #expect(error("photos.json") == "unexpected argument 'photos.json'")
    #expect(error("--url") == "option '--url' needs a value")
    #expect(error("--file", "--log") == "option '--file' needs a value")
    #expect(error("--log=yes") == "option '--log' takes no value")
    #expect(
      error("--url", "ftp://example.com/photos")
        == "--url needs an http:// or https:// URL, got 'ftp://example.com/photos'")
    #expect(error("--url", "photos") == "--url needs an http:// or https:// URL, got 'photos'")
    #expect(
      error("--url", "http://h/p", "--file", "f") == "choose one source: --url and --file cannot go together")
    #expect(
      error("--view-store", "--log")
        == "--log prints the reducer's changes; the hand-written --view-store has none")
    #expect(
      error("--script", "jump")
        == "--script: 'jump' is not a step (use refresh, search TEXT, toggle, up, down, tap [ID], open [ID], back, favorite [ID])"
    )
    #expect(
      error("--view-store", "--favorites", "f.json")
        == "--favorites keeps the reducer's favourites; the hand-written --view-store has none")
  }

  @Test func theHelpTextNamesEveryOptionAndKey() {
    for word in [
      "--url", "--file", "--view-store", "--script", "--log", "--favorites", "--help", "Ctrl-C", "Tab",
    ] {
      #expect(HelpText.text.contains(word), "help does not mention \(word)")
    }
    #expect(!HelpText.text.contains("--generate-data"))  // hidden: for maintainers
  }
}
