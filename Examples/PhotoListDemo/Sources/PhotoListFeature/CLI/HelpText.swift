/// The text `PhotoListDemo --help` prints.
package enum HelpText {
  /// The usage, options, keys and script steps.
  package static var text: String {
    """
    PhotoListDemo: a photo list driven by StateKit, in your terminal.

    USAGE: swift run PhotoListDemo [--url URL | --file PATH] [--view-store] [--script STEPS] [--log]
                                   [--record FILE] [--profile] [--favorites FILE]
           swift run PhotoListDemo --replay FILE

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
                       toggle, up, down, tap [ID], open [ID] (push the photo's screen), back,
                       favorite [ID].
      --log            Print each action and the state change it made to standard error
                       (the reducer's printChanges; not with --view-store). On a terminal,
                       redirect it: --log 2>changes.log
      --record FILE    Record every action of the run (interactive or scripted), where it came
                       from and when, and write the trace to FILE at exit, one action a line.
      --replay FILE    Play a trace written by --record, without running its effects, and print
                       the frame each time the list settles. (Not with --script or --record.)
      --profile        At exit, print the ten costliest kinds of action: count, total and median
                       time in the reducer, observers and stores woken.
      --favorites FILE Keep the favourites (the f key) in this JSON file across runs. (Default:
                       on a terminal, favorites.json in your application support directory;
                       scripted runs keep them in memory.)
      -h, --help       Show this help.

    KEYS:
    \(PhotoListRenderer.help.joined(separator: "\n"))

    Exit status: 0 on success, 1 for a file that cannot be written or a trace that cannot be
    read, 2 for a bad command line.
    """
  }
}
