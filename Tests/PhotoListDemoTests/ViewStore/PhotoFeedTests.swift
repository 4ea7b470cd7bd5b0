import PhotoListFeature
import StateKit
import StateKitTesting
import TestSupport
import Testing

/// The provider as a publisher: phases, failures, and a refresh superseding another.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoFeedTests {
  @Test func aRefreshGoesThroughLoadingToLoaded() async {
    let feed = PhotoFeed(provider: PhotoProvider { Fixtures.photos })
    let snapshots = Recorder<PhotoFeed.Snapshot>()
    let token = feed.sink { snapshots.append($0) }

    await feed.refresh().value

    #expect(
      snapshots.values == [
        PhotoFeed.Snapshot(),
        PhotoFeed.Snapshot(phase: .loading),
        PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .loaded),
      ]
    )
    token.cancel()
  }

  @Test func aFailureKeepsThePhotosAndSaysWhy() async {
    let fails = LockedState(false)
    let feed = PhotoFeed(
      provider: PhotoProvider {
        if fails.withLock({ $0 }) { throw PhotoLoadingError.unreadableFile(path: "p", reason: "gone") }
        return Fixtures.photos
      }
    )
    await feed.refresh().value
    fails.withLock { $0 = true }
    await feed.refresh().value
    #expect(
      feed.snapshot == PhotoFeed.Snapshot(photos: Fixtures.photos, phase: .failed("could not read p: gone")))
  }

  @Test func aNewerRefreshSupersedesOneInFlight() async {
    let firstStarted = Gate()
    let releaseFirst = Gate()
    let calls = LockedState(0)
    let feed = PhotoFeed(
      provider: PhotoProvider {
        let call = calls.withLock { count in
          count += 1
          return count
        }
        if call == 1 {
          firstStarted.open()
          await releaseFirst.wait()
        }
        return [Fixtures.photo(call, "load \(call)")]
      }
    )
    let first = feed.refresh()
    await firstStarted.wait()
    await feed.refresh().value
    releaseFirst.open()
    await first.value
    #expect(feed.snapshot == PhotoFeed.Snapshot(photos: [Fixtures.photo(2, "load 2")], phase: .loaded))
  }
}
