/// The latest value one subscription of an operator has seen, if any: `removeDuplicates` compares with
/// it, `combineLatest` pairs it. Each subscription makes its own, so operator state is never shared.
@MainActor
final class Latest<Value> {
  var value: Value?
}
