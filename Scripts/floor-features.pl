#!/usr/bin/perl
# Lists the Swift features in the given files that need a newer compiler than the floor, outside
# `#if compiler(>=X)` blocks that guard them. Called by Scripts/check-floor.sh; usage:
#   perl Scripts/floor-features.pl FLOOR FILE...      (FLOOR such as 6.2)
# Prints FILE:LINE: WHAT needs Swift X.Y for each finding, and exits 1 if there is any.
#
# Comments and string literals are blanked first (keeping interpolated code), so prose and test data
# never count. The patterns are a cheap net for the features a compiler at the floor cannot parse or
# does not have, not a Swift parser: a finding in an unusual spelling may slip through.
use strict;
use warnings;

# [minimum compiler, what, pattern], matched against code with comments and strings blanked.
my @features = (
  [601, 'a trailing comma in a parameter, argument, tuple or generic list (SE-0439)', qr/,\s*[)>]/],
  [601, 'a trailing comma in a closure capture list (SE-0439)', qr/,\s*\]\s*in\b/],
  [601, '`nonisolated` on a type or extension (SE-0449)',
    qr/\bnonisolated\s+(?:(?:public|package|internal|fileprivate|private|final)\s+)*(?:struct|class|enum|actor|protocol|extension)\b/],
  [602, 'an exit test, #expect/#require(processExitsWith:) (ST-0008)', qr/#(?:expect|require)\s*\(\s*processExitsWith\s*:/],
  [602, '`weak let` (SE-0481)', qr/\bweak\s+let\b/],
  [602, '`nonisolated(nonsending)` (SE-0461)', qr/\bnonisolated\s*\(\s*nonsending\s*\)/],
  [602, '`@concurrent` (SE-0461)', qr/\@concurrent\b/],
  [602, '`InlineArray` or its `[N of T]` sugar (SE-0453, SE-0483)', qr/\bInlineArray\b|\[\s*\d+\s+of\s+/],
  [602, '`Span`, `MutableSpan` or `RawSpan` (SE-0447)', qr/\b(?:Mutable)?(?:Raw)?Span\b/],
  [602, '`isolated deinit` (SE-0371)', qr/\bisolated\s+deinit\b/],
  [602, '`Task.immediate` (SE-0472)', qr/\bTask\s*\.\s*immediate\b|\bimmediateDetached\b/],
  [602, 'an isolated conformance, `: @MainActor P` (SE-0470)',
    qr/\b(?:extension|struct|class|enum|actor)\s+[^{;=]*:\s*(?:[^{;=]*,\s*)?\@MainActor\s+[A-Z]/],
  [602, '`@abi` (SE-0476)', qr/\@abi\s*\(/],
  [602, '`~Escapable` or `@lifetime` (SE-0446)', qr/~\s*Escapable\b|\@_?lifetime\s*\(/],
  [602, 'a test attachment (ST-0009)', qr/\bAttachment\s*\.\s*record\b/],
  [603, '`@c` (SE-0495)', qr/\@c\b(?!\w)(?=\s*(?:\(|\w))/],
  [603, 'a module selector, `Module::name` (SE-0491)', qr/\b\w+::\w/],
  [603, 'a test cancelling itself, Test.cancel (ST-0016)', qr/\bTest\s*(?:\.\s*Case\s*)?\.\s*cancel\s*\(/],
  [603, 'an issue severity (ST-0013)', qr/\bseverity\s*:\s*\.(?:warning|error)\b/],
);

sub version { my ($text) = @_; my ($major, $minor) = split /\./, $text; $major * 100 + ($minor // 0) }
sub spelled { my ($v) = @_; int($v / 100) . '.' . ($v % 100) }

# `source` with comments and string literals blanked (newlines kept, string delimiters as `S`), and
# the code interpolated into strings kept.
sub code_only {
  my ($source) = @_;
  my @chars = split //, $source;
  my ($n, $i, $code) = (scalar @chars, 0, '');
  my @stack = ({kind => 'code', depth => 0});
  while ($i < $n) {
    my ($top, $ch) = ($stack[-1], $chars[$i]);
    my $next = $i + 1 < $n ? $chars[$i + 1] : '';
    if ($top->{kind} eq 'code') {
      if ($ch eq '/' && $next eq '/') {
        while ($i < $n && $chars[$i] ne "\n") { $code .= ' '; $i++ }
        next;
      }
      if ($ch eq '/' && $next eq '*') {
        my $depth = 0;
        while ($i < $n) {
          my $pair = $chars[$i] . ($i + 1 < $n ? $chars[$i + 1] : '');
          if ($pair eq '/*') { $depth++; $code .= '  '; $i += 2; next }
          if ($pair eq '*/') { $depth--; $code .= '  '; $i += 2; last if $depth == 0; next }
          $code .= $chars[$i] eq "\n" ? "\n" : ' ';
          $i++;
        }
        next;
      }
      if ($ch eq '#' || $ch eq '"') {
        my ($j, $hashes) = ($i, 0);
        while ($j < $n && $chars[$j] eq '#') { $hashes++; $j++ }
        if ($j < $n && $chars[$j] eq '"') {
          my $multiline = $j + 2 < $n && $chars[$j + 1] eq '"' && $chars[$j + 2] eq '"';
          my $length = $j - $i + ($multiline ? 3 : 1);
          $code .= 'S' x $length;
          $i += $length;
          push @stack, {kind => 'string', hashes => $hashes, multiline => $multiline};
          next;
        }
      }
      if ($ch eq '(') { $top->{depth}++ }
      if ($ch eq ')') {
        if ($top->{depth} == 0 && @stack > 1) { pop @stack; $code .= ' '; $i++; next }
        $top->{depth}--;
      }
      $code .= $ch;
      $i++;
      next;
    }
    my $hashes = $top->{hashes};
    if ($ch eq '\\') {
      my ($j, $k) = ($i + 1, 0);
      while ($k < $hashes && $j < $n && $chars[$j] eq '#') { $k++; $j++ }
      if ($k == $hashes && $j < $n && $chars[$j] eq '(') {
        $code .= ' ' x ($j - $i + 1);
        $i = $j + 1;
        push @stack, {kind => 'code', depth => 0};
        next;
      }
      if ($k == $hashes) {
        $code .= ($j < $n && $chars[$j] eq "\n") ? " \n" : ' ' x ($j - $i + 1);
        $i = $j + 1;
        next;
      }
    }
    if ($ch eq '"') {
      my $quotes = $top->{multiline} ? 3 : 1;
      my $closes = 1;
      for my $k (0 .. $quotes - 1) { $closes = 0 unless $i + $k < $n && $chars[$i + $k] eq '"' }
      for my $k (0 .. $hashes - 1) { $closes = 0 unless $i + $quotes + $k < $n && $chars[$i + $quotes + $k] eq '#' }
      if ($closes) { $code .= 'S' x ($quotes + $hashes); $i += $quotes + $hashes; pop @stack; next }
    }
    $code .= $ch eq "\n" ? "\n" : ' ';
    $i++;
  }
  return $code;
}

# For each line (1-based), the compiler version its enclosing `#if compiler(>=X)` blocks guarantee.
sub guarantees {
  my ($code) = @_;
  my @lines = split /\n/, $code, -1;
  my @result = (0);
  my @stack;  # each: {outer => guarantee outside the block, here => this branch's, else => the #else's}
  my $current = 0;
  for my $line (@lines) {
    if ($line =~ /^\s*#(if|elseif)\b(.*)$/) {
      my ($directive, $condition) = ($1, $2);
      if ($directive eq 'if') { push @stack, {outer => $current} }
      my $frame = $stack[-1] // {outer => 0};
      my ($here, $else) = ($frame->{outer}, $frame->{outer});
      if ($condition !~ /\|\||!/) {
        while ($condition =~ /\bcompiler\s*\(\s*>=\s*(\d+(?:\.\d+)?)\s*\)/g) { my $v = version($1); $here = $v if $v > $here }
      }
      if ($condition =~ /^\s*compiler\s*\(\s*<\s*(\d+(?:\.\d+)?)\s*\)\s*$/) { my $v = version($1); $else = $v if $v > $else }
      $frame->{else} = $else;
      $current = $here;
    } elsif ($line =~ /^\s*#else\b/ && @stack) {
      $current = $stack[-1]{else} // $stack[-1]{outer};
    } elsif ($line =~ /^\s*#endif\b/ && @stack) {
      $current = (pop @stack)->{outer};
    }
    push @result, $current;
  }
  return @result;
}

my $floor = version(shift @ARGV // die "usage: floor-features.pl FLOOR FILE...\n");
my $found = 0;
for my $file (@ARGV) {
  open my $handle, '<', $file or die "$file: $!\n";
  my $source = do { local $/; <$handle> };
  close $handle;
  my $code = code_only($source);
  my @guaranteed = guarantees($code);
  for my $feature (@features) {
    my ($minimum, $what, $pattern) = @$feature;
    next if $minimum <= $floor;
    while ($code =~ /$pattern/g) {
      my $line = (substr($code, 0, $-[0]) =~ tr/\n//) + 1;
      next if $guaranteed[$line] >= $minimum;
      printf "%s:%d: %s needs Swift %s\n", $file, $line, $what, spelled($minimum);
      $found = 1;
    }
  }
}
exit $found;
