/// Number formatting for the report, without Foundation: grouped integers, fixed decimals, ratios.
enum Format {
  /// `1234567` as `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// `value` rounded to `places` decimals, with grouped thousands unless `grouping` is false. Not a
  /// number and the infinities come out as `nan`, `inf` and `-inf`.
  static func decimal(_ value: Double, places: Int, grouping: Bool = true) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value.magnitude * Double(scale)).rounded())
    let whole = scaled / scale
    let fraction = String(scaled % scale)
    let wholeText = grouping ? grouped(whole) : String(whole)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return sign + wholeText }
    return sign + wholeText + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// A cost in nanoseconds, with fewer decimals as it grows: `2.13`, `42.7`, `1,234`.
  static func nanoseconds(_ value: Double) -> String {
    decimal(value, places: value < 10 ? 2 : value < 1_000 ? 1 : 0)
  }

  /// A ratio: `0.93×`, `1.48×`, `28.6×`, `142×`. Two decimals below 10, so that a ratio just over a
  /// target such as 1.5× does not print as the target itself.
  static func ratio(_ value: Double) -> String {
    decimal(value, places: value < 10 ? 2 : value < 100 ? 1 : 0) + "×"
  }

  /// A factor in a goal: `10`, `1.5`.
  static func factor(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : decimal(value, places: 1)
  }

  /// A duration in the unit that reads best: `850 ns`, `3.21 µs`, `1.50 ms`.
  static func duration(nanoseconds value: Double) -> String {
    switch value {
    case ..<1_000: decimal(value, places: 0) + " ns"
    case ..<1_000_000: decimal(value / 1_000, places: value < 10_000 ? 2 : 1) + " µs"
    default: decimal(value / 1_000_000, places: 2) + " ms"
    }
  }

  /// A round limit in the unit that reads best: `10 µs`, `2 ms`.
  static func limit(nanoseconds value: Double) -> String {
    switch value {
    case ..<1_000: factor(value) + " ns"
    case ..<1_000_000: factor(value / 1_000) + " µs"
    default: factor(value / 1_000_000) + " ms"
    }
  }

  /// A size in bytes as mebibytes: `412.3 MiB`.
  static func mebibytes(_ bytes: Int) -> String {
    decimal(Double(bytes) / 1_048_576, places: 1) + " MiB"
  }
}
