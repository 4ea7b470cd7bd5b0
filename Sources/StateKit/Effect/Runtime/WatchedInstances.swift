/// The child instances whose effects may still run, each with the route of its presence check (see
/// ``PresenceCheck``), kept by the root store so that the check after an action costs in proportion to
/// what the action changed, not to how many instances are watched.
///
/// An instance is checked on its own (its route reduced from the root) the first time after it is
/// watched. From then on, an instance whose route passes through an element of a collection belongs to
/// the ``ElementsSweep`` of the first such collection on its way, and is checked again only when the
/// collection's change log names its element; one whose route passes through no collection is checked
/// after every action.
///
/// NB: A member of a sweep whose element is unchanged stays, as it was at the last check, in the state:
/// the change log names every element written since its mark, by any reducer, in place or by a whole
/// replacement. One may stay watched after its effects finished, until its element changes: an instance
/// found gone is cancelled only if its effects still run.
@usableFromInline
struct WatchedInstances {
  /// Where an instance checked at least once is kept.
  private enum Place {
    /// Checked after every action.
    case alone
    /// In `sweep`, in the element of id `element`.
    case element(ElementsSweep, AnyHashable)
  }

  /// Every watched instance, with its route.
  @usableFromInline private(set) var routes: [EffectNamespace: _ChildRoute] = [:]
  /// The instances watched since the last check, or watched again with a new route.
  private var fresh: Set<EffectNamespace> = []
  private var places: [EffectNamespace: Place] = [:]
  /// The instances whose route passes through no collection.
  private var alone: Set<EffectNamespace> = []
  /// The sweeps, by their steps.
  private var sweeps: [[RouteStep]: ElementsSweep] = [:]

  @usableFromInline init() {}

  /// Whether no instance is watched.
  @inlinable var isEmpty: Bool { routes.isEmpty }

  /// Watches the instance of `namespace`, whose presence `route` checks, from the next check on.
  mutating func watch(_ namespace: EffectNamespace, route: _ChildRoute) {
    routes[namespace] = route
    fresh.insert(namespace)
  }

  /// Checks the instances the state may no longer hold, reducing routes with `isPresent` (`false`: gone,
  /// `nil`: no reducer took it); stops watching those gone and those whose effects all finished
  /// (`running` says which of some namespaces still run effects). Returns the instances gone whose
  /// effects still run, having stopped watching them and every instance below them.
  mutating func checkForInstancesGone(
    running: ([EffectNamespace]) -> Set<EffectNamespace>,
    isPresent: (_ChildRoute) -> Bool?
  ) -> [EffectNamespace] {
    var toCheck = fresh.union(alone)
    var absent: Set<EffectNamespace> = []
    for sweep in sweeps.values {
      sweep.begin()
      _ = isPresent(_ChildRoute(sweeping: sweep))
      sweep.end()
      guard sweep.reached else {
        for member in sweep.members.values { toCheck.formUnion(member.all) }
        continue
      }
      for (member, presence) in sweep.looked {
        switch presence {
        case .absent: absent.formUnion(member.all)
        case .present: toCheck.formUnion(member.below)
        case .unknown: toCheck.formUnion(member.all)
        }
      }
    }
    absent.subtract(toCheck)
    guard !toCheck.isEmpty || !absent.isEmpty else { return [] }
    let running = running(Array(toCheck) + absent)
    var gone: [EffectNamespace] = []
    for namespace in toCheck {
      guard running.contains(namespace) else {
        unwatch(namespace)
        continue
      }
      if let route = routes[namespace], isPresent(route) == false { gone.append(namespace) }
    }
    for namespace in absent {
      if running.contains(namespace) { gone.append(namespace) } else { unwatch(namespace) }
    }
    if !gone.isEmpty { unwatch(within: Set(gone)) }
    for namespace in fresh where routes[namespace] != nil { file(namespace) }
    fresh = []
    return gone
  }

  /// Stops watching every instance in or below one of `namespaces`.
  private mutating func unwatch(within namespaces: Set<EffectNamespace>) {
    // NB: The routes of the instances below one in an element pass through that element first: they are
    // members of the same element. Below any other, they may be anywhere.
    var candidates: Set<EffectNamespace> = []
    for namespace in namespaces {
      guard case .element(let sweep, let element)? = places[namespace], let member = sweep.members[element]
      else {
        candidates = Set(routes.keys)
        break
      }
      candidates.formUnion(member.all)
    }
    candidates.formUnion(namespaces)
    for namespace in candidates where namespace.prefixes.contains(where: namespaces.contains) {
      unwatch(namespace)
    }
  }

  private mutating func unwatch(_ namespace: EffectNamespace) {
    routes[namespace] = nil
    fresh.remove(namespace)
    unfile(namespace)
  }

  /// Keeps the instance of `namespace`, checked and there, where the next checks find it.
  private mutating func file(_ namespace: EffectNamespace) {
    unfile(namespace)
    guard let steps = routes[namespace]?.steps,
      let index = steps.firstIndex(where: { $0.kind == .instance && $0.child.collectionElement != nil }),
      case (let collection, let element)? = steps[index].child.collectionElement
    else {
      alone.insert(namespace)
      places[namespace] = .alone
      return
    }
    let sweepSteps = Array(steps[..<index]) + [RouteStep(kind: .instance, child: collection)]
    let sweep = sweeps[sweepSteps] ?? ElementsSweep(steps: sweepSteps)
    sweeps[sweepSteps] = sweep
    sweep.insert(namespace, in: element, isOwn: index == steps.count - 1)
    places[namespace] = .element(sweep, element)
  }

  private mutating func unfile(_ namespace: EffectNamespace) {
    switch places.removeValue(forKey: namespace) {
    case .alone: alone.remove(namespace)
    case .element(let sweep, let element):
      sweep.remove(namespace, in: element)
      if sweep.isEmpty { sweeps[sweep.steps] = nil }
    case nil: break
    }
  }
}
