extension Report {
  /// The report as a plain-text table, for a terminal: one line per workload (more when it has several
  /// targets), then the peak memory and a count of the targets met.
  var table: String {
    let header = [
      "Workload", "Actions", "Median ns/action", "Min", "Max", "× W0", "Callbacks", "Target",
    ]
    var rows: [[String]] = []
    for entry in entries {
      let measurement = entry.measurement
      let targets = entry.checks.map(\.text)
      rows.append([
        measurement.name,
        Format.grouped(measurement.actions),
        Format.nanoseconds(measurement.medianNanoseconds),
        Format.nanoseconds(measurement.minimumNanoseconds),
        Format.nanoseconds(measurement.maximumNanoseconds),
        entry.ratioToBareReducer.map(Format.ratio) ?? "–",
        measurement.callbacks.map(Format.grouped) ?? "–",
        targets.first ?? "–",
      ])
      for target in targets.dropFirst() {
        rows.append(Array(repeating: "", count: header.count - 1) + [target])
      }
    }
    for skipped in skipped {
      rows.append(
        [skipped.name] + Array(repeating: "–", count: header.count - 2) + ["skipped (\(skipped.reason))"])
    }

    var lines = [
      """
      StateKit benchmarks (\(scale == .quick ? "--quick sizes" : "full sizes"), median of \(repetitions) \
      repetitions after a warm-up; min and max are per repetition)
      """,
      "",
    ]
    lines += Self.aligned([header] + rows, leftAligned: [0, header.count - 1])
    lines.append("")
    lines.append(
      "Peak memory: " + (peakMemory.map { "\(Format.mebibytes($0.bytes)) (\($0.source))" } ?? "unknown")
    )
    let met = checks.filter { $0.met == true }.count
    let missed = checks.filter { $0.met == false }.count
    let unchecked = checks.count - met - missed
    lines.append(
      "Targets: \(met) met, \(missed) missed"
        + (unchecked > 0 ? ", \(unchecked) not checked (a workload they compare to was not run)" : "")
    )
    return lines.joined(separator: "\n")
  }

  /// `rows` as lines of columns padded to their widest cell, two spaces apart, with a rule under the
  /// header: numbers right-aligned, the columns in `leftAligned` left-aligned.
  private static func aligned(_ rows: [[String]], leftAligned: Set<Int>) -> [String] {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let lines = rows.map { row in
      let line = row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return leftAligned.contains(column) ? row[column] + padding : padding + row[column]
      }
      .joined(separator: "  ")
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return [lines[0], rule] + lines.dropFirst()
  }
}
