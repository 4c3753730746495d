#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension CarouselView {
    // MARK: - Registering and dequeuing item views

    /// Registers how to make item views for a reuse identifier.
    ///
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - factory: makes a new view when none is free for reuse.
    public func register(reuseIdentifier identifier: String, factory: @escaping @MainActor () -> UIView) {
      factories[identifier] = factory
    }

    /// A view registered for `identifier`: one that has left the screen (after its
    /// ``CarouselItemView/prepareForCarouselReuse()``) or a new one; during
    /// ``reconfigureItems(at:)``, the view that already shows the item, as it is. Call it from
    /// ``itemProvider``. A phone banner needs three views however many banners there are.
    ///
    /// - Precondition: a factory is registered for `identifier`.
    public func dequeueReusableItemView(withReuseIdentifier identifier: String) -> UIView {
      if let view = reconfiguring, reuseIdentifiers[ObjectIdentifier(view)] == identifier {
        // reconfigureItems(at:): the view that shows the item, as it is.
        reconfiguring = nil
        return view
      }
      if let view = reusePool[identifier]?.popLast() {
        (view as? any CarouselItemView)?.prepareForCarouselReuse()
        return view
      }
      guard let factory = factories[identifier] else {
        preconditionFailure("CarouselView: no view registered for the reuse identifier \"\(identifier)\"")
      }
      let view = factory()
      reuseIdentifiers[ObjectIdentifier(view)] = identifier
      return view
    }

    /// ``dequeueReusableItemView(withReuseIdentifier:)`` with the registered view's type.
    ///
    /// - Precondition: the factory registered for `identifier` makes `View`s.
    public func dequeueReusableItemView<View: UIView>(ofType type: View.Type, withReuseIdentifier identifier: String)
      -> View
    {
      guard let view = dequeueReusableItemView(withReuseIdentifier: identifier) as? View else {
        preconditionFailure("CarouselView: the views registered for \"\(identifier)\" are not \(View.self)")
      }
      return view
    }

    // MARK: - Reconfiguring kept views

    /// Updates the views that show these items in place, when their content changed but not
    /// their identity (a price, a "liked" state), as `UICollectionView`'s
    /// `reconfigureItems(at:)`: ``itemProvider`` runs again for each, and dequeuing the view's
    /// reuse identifier inside it returns the very view that shows the item (not reset by
    /// ``CarouselItemView/prepareForCarouselReuse()``), so configuring it updates it. Nothing
    /// appears or disappears (no display callbacks), nothing moves, even mid-fling; items that
    /// are not on screen are ignored (they are configured when they appear). A provider that
    /// returns another view puts it in the old one's place, and the old one goes back to its
    /// reuse pool. For changes of the items themselves use ``performBatchUpdates(numberOfItems:mapping:animation:)``
    /// or ``applySnapshot(_:animation:)``.
    ///
    /// - Parameter indices: the items whose content changed.
    public func reconfigureItems(at indices: [Int]) {
      guard let itemProvider, !indices.isEmpty else { return }
      let changed = Set(indices)
      let configuration = driver.configuration
      for slot in slotViews.indices {
        guard let old = slotViews[slot], let item = driver.attributes(inSlot: slot), changed.contains(item.index)
        else { continue }
        reconfiguring = old
        let view = itemProvider(self, item.index)
        reconfiguring = nil
        guard view !== old else {
          // The same view, configured again: a sliced item's pieces are cut anew.
          placePieces(of: view, item, configuration, slot: slot, contentChanged: true)
          continue
        }
        if let other = slotViews.firstIndex(where: { $0 === view }) { slotViews[other] = nil }
        contentView.insertSubview(view, aboveSubview: old)
        slotViews[slot] = view
        recycle(old)
        place(view, item, configuration, slot: slot, contentChanged: true)
      }
    }

    // MARK: - Filling the slots

    /// Puts the view of item `index` in `slot`, returning the slot's previous view to the pool.
    func show(_ index: Int, inSlot slot: Int) {
      if let old = slotViews[slot] {
        slotViews[slot] = nil
        recycle(old)
      }
      guard let itemProvider else { return }
      let view = itemProvider(self, index)
      if let other = slotViews.firstIndex(where: { $0 === view }) {
        // The provider returned a view another slot shows: that slot has to ask again.
        slotViews[other] = nil
      }
      if view.superview !== contentView { contentView.addSubview(view) }
      slotViews[slot] = view
    }

    /// Hides a view that left its slot: back to its reuse pool, or away if it was not dequeued.
    private func recycle(_ view: UIView) {
      view.isHidden = true
      guard let identifier = reuseIdentifiers[ObjectIdentifier(view)] else {
        baseLayoutMargins[ObjectIdentifier(view)] = nil
        view.removeFromSuperview()
        return
      }
      reusePool[identifier, default: []].append(view)
    }
  }
#endif
