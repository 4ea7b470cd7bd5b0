/// What one action woke on the change path.
@usableFromInline
struct FanOutCounts {
  @usableFromInline var derivedStores = 0
  @usableFromInline var connectors = 0
  @usableFromInline var observers = 0

  @usableFromInline init() {}
}
