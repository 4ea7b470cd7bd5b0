extension Report {
  /// The report as JSON: `{"workloads":[{"name":"W1","ns_per_action":…,"callbacks":…, …}, …], …}`.
  ///
  /// Costs are medians in nanoseconds per action; `callbacks` and `ratio_to_w0` are `null` where the
  /// table shows a dash; a target's `met` is `null` when a workload it compares to was not run.
  var json: String {
    let workloads = entries.map { entry in
      let measurement = entry.measurement
      let targets = entry.checks.map { check in
        JSON.object([
          ("target", JSON.string(check.goal)),
          ("measured", check.measured.map(JSON.string) ?? "null"),
          ("met", check.met.map { String($0) } ?? "null"),
        ])
      }
      return JSON.object([
        ("name", JSON.string(measurement.name)),
        ("actions", String(measurement.actions)),
        ("ns_per_action", JSON.number(measurement.medianNanoseconds)),
        ("min_ns_per_action", JSON.number(measurement.minimumNanoseconds)),
        ("max_ns_per_action", JSON.number(measurement.maximumNanoseconds)),
        ("callbacks", measurement.callbacks.map { String($0) } ?? "null"),
        ("bytes_per_item", measurement.bytesPerItem.map { String($0) } ?? "null"),
        ("ratio_to_w0", entry.ratioToBareReducer.map(JSON.number) ?? "null"),
        ("targets", JSON.array(targets)),
      ])
    }
    let skipped = skipped.map {
      JSON.object([("name", JSON.string($0.name)), ("reason", JSON.string($0.reason))])
    }
    return JSON.object(
      [
        ("workloads", JSON.array(workloads, multiline: true)),
        ("skipped", JSON.array(skipped)),
        ("quick", String(scale == .quick)),
        ("repetitions", String(repetitions)),
        ("peak_memory_bytes", peakMemory.map { String($0.bytes) } ?? "null"),
      ], multiline: true) + "\n"
  }
}

/// Just enough JSON writing for the report: values come in already encoded.
private enum JSON {
  static func object(_ members: [(String, String)], multiline: Bool = false) -> String {
    let body = members.map { "\(string($0.0)): \($0.1)" }
    return multiline
      ? "{\n  " + body.joined(separator: ",\n  ") + "\n}" : "{" + body.joined(separator: ", ") + "}"
  }

  static func array(_ elements: [String], multiline: Bool = false) -> String {
    guard multiline, !elements.isEmpty else { return "[" + elements.joined(separator: ", ") + "]" }
    return "[\n    " + elements.joined(separator: ",\n    ") + "\n  ]"
  }

  /// A number with three decimals, or `null` for what JSON cannot hold.
  static func number(_ value: Double) -> String {
    value.isFinite ? Format.decimal(value, places: 3, grouping: false) : "null"
  }

  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
