import Foundation
import Testing

/// Checks that every Swift sample in the DocC catalogs compiles: each one must appear, verbatim, in the
/// test file of its article, which the compiler builds with the rest of the tests.
///
/// The convention, for whoever writes an article:
/// - A ```` ```swift ```` block in `Sources/StateKit/StateKit.docc` or
///   `Sources/StateKitTesting/StateKitTesting.docc` is a StateKit sample. Its lines must appear, in order
///   and consecutively, in `Tests/StateKitTests/Docs/Articles/<Article>Article.swift` (`Navigation.md`'s in
///   `NavigationArticle.swift`), at any one indentation: the file may wrap a sample in a namespace enum or
///   a test function, and runs it when the sample has behaviour to check.
/// - A sample that needs SwiftUI sits inside `#if canImport(SwiftUI)` in its test file: it compiles on Apple
///   platforms only.
/// - A block that cannot compile in a test target (another library's code, for a comparison; a package
///   manifest) is marked by an HTML comment on the line right before its fence, which DocC does not
///   render, saying why: `<!-- not compiled: TCA -->`, `<!-- not compiled: ReSwift -->`,
///   `<!-- not compiled: Package.swift -->`. Such a block must not be StateKit code.
/// - Blocks fenced with another language (`text`, `sh`) are not Swift, and are not checked.
@Suite(.timeLimit(.minutes(5))) struct ArticleSamplesTests {
  /// A fenced Swift block of an article.
  struct Sample: CustomTestStringConvertible {
    let article: String
    let line: Int
    let lines: [String]

    var testDescription: String { "\(article):\(line)" }
  }

  @Test(arguments: Self.samples())
  func sampleAppearsVerbatimInItsArticleTests(_ sample: Sample) throws {
    let testFile = Self.articlesTests.appendingPathComponent("\(sample.article)Article.swift")
    guard let source = try? String(contentsOf: testFile, encoding: .utf8) else {
      Issue.record(
        """
        \(sample.article).md has Swift samples, but no \(testFile.lastPathComponent) in \
        Tests/StateKitTests/Docs/Articles compiles them.
        """
      )
      return
    }
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Self.contains(sourceLines, sample.lines),
      """
      The sample at \(sample.article).md:\(sample.line), which begins `\(sample.lines.first ?? "")`, is \
      not in \(testFile.lastPathComponent) verbatim: copy it there (at any indentation) so that it \
      compiles, or mark it `<!-- not compiled: … -->` if it is another library's code.
      """
    )
  }

  @Test func everyCatalogHasSamples() {
    let articles = Set(Self.samples().map(\.article))
    #expect(articles.contains("GettingStarted"))
    #expect(articles.contains("Testing"))
  }

  @Test func aSampleMatchesConsecutiveLinesAtOneIndentation() {
    let source = ["enum A {", "  let x = 1", "", "  let y = 2", "}"]
    #expect(Self.contains(source, ["let x = 1", "", "let y = 2"]))
    #expect(!Self.contains(source, ["let x = 1", "let y = 2"]))
    #expect(!Self.contains(["  let x = 1", "    let y = 2"], ["let x = 1", "let y = 2"]))
  }

  @Test func markedBlocksAndOtherLanguagesAreNotSamples() {
    let text = """
      Text.

      ```swift
        let a = 1

        let b = 2
      ```

      <!-- not compiled: TCA -->
      ```swift
      @Reducer struct Feature {}
      ```

      ```sh
      swift test
      ```
      """
    let samples = Self.swiftBlocks(in: text, article: "Example")
    #expect(samples.map(\.lines) == [["let a = 1", "", "let b = 2"]])
    #expect(samples.map(\.line) == [3])
  }

  // MARK: - Finding the samples

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Docs
    .deletingLastPathComponent()  // StateKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let articlesTests = packageRoot.appendingPathComponent("Tests/StateKitTests/Docs/Articles")

  static let catalogs = [
    "Sources/StateKit/StateKit.docc",
    "Sources/StateKitTesting/StateKitTesting.docc",
  ]

  /// Every checked Swift block of every article in both catalogs, in a stable order.
  static func samples() -> [Sample] {
    var samples: [Sample] = []
    for catalog in catalogs {
      let directory = packageRoot.appendingPathComponent(catalog)
      let files = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".md") {
        let url = directory.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let article = url.deletingPathExtension().lastPathComponent
        samples += swiftBlocks(in: text, article: article)
      }
    }
    return samples
  }

  /// The ```` ```swift ```` blocks of `text` not marked `<!-- not compiled: … -->`, with their common
  /// indentation removed.
  static func swiftBlocks(in text: String, article: String) -> [Sample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var samples: [Sample] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index].trimmingCharacters(in: .whitespaces)
      guard fence.hasPrefix("```") else {
        index += 1
        continue
      }
      let language = fence.dropFirst(3).trimmingCharacters(in: .whitespaces)
      let start = index
      index += 1
      var body: [String] = []
      while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        body.append(lines[index])
        index += 1
      }
      index += 1
      let marker = start > 0 ? lines[start - 1].trimmingCharacters(in: .whitespaces) : ""
      guard language == "swift", !marker.hasPrefix("<!-- not compiled:") else { continue }
      samples.append(Sample(article: article, line: start + 1, lines: dedented(body)))
    }
    return samples
  }

  /// `lines` without the indentation they all share, blank lines emptied.
  static func dedented(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map {
      $0.prefix(while: { $0 == " " }).count
    }
    let common = indents.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
  }

  /// Whether `needle` appears in `haystack` as consecutive lines, every non-blank one indented by the same
  /// run of spaces.
  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard let first = needle.first, !first.isEmpty else { return false }
    for start in haystack.indices where haystack[start].hasSuffix(first) {
      let indent = haystack[start].dropLast(first.count)
      guard indent.allSatisfy({ $0 == " " }), start + needle.count <= haystack.count else { continue }
      let matches = needle.indices.allSatisfy { offset in
        let line = haystack[start + offset]
        return needle[offset].isEmpty
          ? line.allSatisfy(\.isWhitespace) : line == indent + needle[offset]
      }
      if matches { return true }
    }
    return false
  }
}
