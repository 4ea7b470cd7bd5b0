import StateKit

// A scripted tour of the photo list: load, search, toggle the count, select a photo. Each step prints the
// frame a view would draw. (The interactive terminal version is tracked in its own issue.)

@MainActor
func tour() async {
  let store = Store(initialState: PhotoList.State()) {
    PhotoList(provider: .generated(count: 5_000))
  }
  let search = store.scope(state: \.search, action: PhotoList.Action.search)

  func frame(_ title: String) {
    print("── \(title) " + String(repeating: "─", count: max(0, 60 - title.count)))
    for line in render(store.state) { print(line) }
    print()
  }

  frame("start")
  let loading = store.send(.load)
  frame("load")
  await loading.finish()
  frame("loaded")
  search.send(.textChanged("sun"))
  frame("search \"sun\"")
  store.send(.toggleCount)
  frame("toggle count")
  if let second = store.state.visiblePhotos.dropFirst().first {
    store.send(.tap(second.id))
    frame("tap #\(second.id)")
  }
  search.send(.textChanged("no such photo"))
  frame("search \"no such photo\"")
}

await tour()
