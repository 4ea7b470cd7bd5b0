// StateKitTesting: tools to test StateKit features deterministically (TestStore, test clocks).
// Importing it imports StateKit too, so a test file needs one import.
@_exported public import StateKit
