#!/usr/bin/env bash
# Checks that the Swift floor StateKit states is the one it needs: the manifest's tools version is the
# floor, the README (and any DocC article) says the same "Swift X.Y or later", and no source file uses a
# feature of a newer compiler outside an `#if compiler(>=X.Y)` block (Scripts/floor-features.pl).
# Cheap: a few seconds, no build. Called by .ci/run. Usage: Scripts/check-floor.sh [--self-test]
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "check-floor: $*" >&2
  exit 1
}

# The scanner must still find what it is meant to find, and leave alone what is guarded or only text.
self_test() {
  local sample expected actual
  sample=$(mktemp -d)
  trap 'rm -rf "$sample"' RETURN
  cat >"$sample/Sample.swift" <<'SWIFT'
func f(a: Int, b: Int,) {}
let x = [1, 2,]  // a trailing comma in a collection literal is fine everywhere
let s = "f(a, b,)"  /* f(a, b,) */
let t = "\(f(a: 1, b: 2,))"
#if compiler(>=6.2)
  weak let y = z
#else
  weak let w = z
#endif
@Test func dies() async { await #expect(processExitsWith: .failure) {} }
SWIFT
  expected=$(printf '%s\n' \
    "$sample/Sample.swift:1: a trailing comma in a parameter, argument, tuple or generic list (SE-0439) needs Swift 6.1" \
    "$sample/Sample.swift:4: a trailing comma in a parameter, argument, tuple or generic list (SE-0439) needs Swift 6.1" \
    "$sample/Sample.swift:10: an exit test, #expect/#require(processExitsWith:) (ST-0008) needs Swift 6.2" \
    "$sample/Sample.swift:8: \`weak let\` (SE-0481) needs Swift 6.2")
  actual=$(perl Scripts/floor-features.pl 6.0 "$sample/Sample.swift" || true)
  if [ "$actual" != "$expected" ]; then
    printf 'expected:\n%s\nactual:\n%s\n' "$expected" "$actual" >&2
    fail "the self-test of Scripts/floor-features.pl failed"
  fi
  echo "check-floor: the scanner's self-test passed"
}

self_test
[ "${1:-}" = "--self-test" ] && exit 0

# 1. The floor is the manifest's tools version; a version-specific manifest would give some toolchains
#    another one.
floor=$(sed -n '1s|^// *swift-tools-version: *\([0-9][0-9]*\.[0-9][0-9]*\).*|\1|p' Package.swift)
[ -n "$floor" ] || fail "the first line of Package.swift does not state a swift-tools-version"
for manifest in Package@swift-*.swift; do
  [ -e "$manifest" ] && fail "$manifest gives some toolchains another manifest; state one floor in Package.swift"
done

# 2. Every "Swift X.Y or later" in the README and the DocC articles states that floor, and the README
#    states it at least once.
docs=(README.md)
while IFS= read -r article; do docs+=("$article"); done < <(find Sources -path '*.docc/*' -name '*.md' | sort)
grep -q "Swift $floor or later" README.md || fail "README.md does not say \"Swift $floor or later\""
if wrong=$(grep -nHoE 'Swift [0-9]+(\.[0-9]+)* or later' "${docs[@]}" | grep -v ":Swift $floor or later$"); then
  fail "the manifest's floor is Swift $floor, but:"$'\n'"$wrong"
fi

# 3. No feature newer than the floor outside an `#if compiler(>=…)` block.
files=()
while IFS= read -r file; do files+=("$file"); done < <(
  find Package.swift Sources Tests Examples Benchmarks -name '*.swift' -not -path '*/.build/*' | sort)
if ! findings=$(perl Scripts/floor-features.pl "$floor" "${files[@]}"); then
  printf '%s\n' "$findings" >&2
  fail "the files above use features newer than the floor, Swift $floor: guard each with" \
    "#if compiler(>=X.Y), or raise the floor in Package.swift and the README"
fi
echo "check-floor: Swift $floor, in Package.swift and the README; ${#files[@]} Swift files need no newer compiler"
