/// The text `PhotoListDemo --help` prints.
package enum HelpText {
  /// The usage, options, keys and script steps.
  package static var text: String {
    """
    PhotoListDemo: a photo list driven by StateKit, in your terminal.

    USAGE: swift run PhotoListDemo [--url URL | --file PATH] [--view-store] [--script STEPS] [--log]

    On a terminal, the list is interactive. Otherwise (piped, CI) it plays a short scripted tour and
    prints each frame.

    OPTIONS:
      --url URL        Load photos from an HTTP endpoint with the JSONPlaceholder /photos schema,
                       e.g. https://jsonplaceholder.typicode.com/photos
      --file PATH      Load photos from a JSON file with that schema.
                       (Default: 5,000 bundled photos, after a short artificial delay.)
      --view-store     Run the hand-written PhotoListViewStore (publishers merged with combineLatest)
                       instead of the PhotoList reducer in a Store. Both draw the same list
                       (only the reducer opens photo screens on a navigation stack).
      --script STEPS   Play these steps and print each frame, even on a terminal:
                       "search sun; down; open; back". Steps: refresh, search TEXT,
                       toggle, up, down, tap [ID], open [ID] (push the photo's screen), back.
      --log            Print each action and the state change it made to standard error
                       (the reducer's printChanges; not with --view-store). On a terminal,
                       redirect it: --log 2>changes.log
      -h, --help       Show this help.

    KEYS:
    \(PhotoListRenderer.help.joined(separator: "\n"))

    Exit status: 0 on success, 2 for a bad command line.
    """
  }
}
