#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    /// Sends one action to the driver and applies the update it returns. Before an input, the
    /// visibility is told again if it changed unseen (an enclosing scroll view brought the
    /// carousel back into view: UIKit reports nothing then). `nestedScrollView` is the scroll
    /// view inside an item that a `nestedPan` input reports: when the carousel takes the drag
    /// from it (`CarouselUpdate.nestedScrollStop`), it is held there and its pan cancelled,
    /// before the rest of the update.
    ///
    /// - Returns: whether the input was taken (`CarouselUpdate.isHandled`).
    @discardableResult
    func send(_ action: CarouselAction<AnyCarouselLayout>, nestedScrollView: UIScrollView? = nil) -> Bool {
      if case .input = action, isVisible(sceneActive: nil) != driver.configuration.environment.isVisible {
        configure()
      }
      let update = driver.send(action)
      if let stop = update.nestedScrollStop { nestedScrollView?.stopForCarousel(at: stop) }
      apply(update)
      return update.isHandled
    }

    /// Sends ``currentConfiguration(sceneActive:keyboardFocus:assistiveFocus:)`` with `change`
    /// applied (a property's setter changes its field), at `time` (a wake-up's) or now.
    func configure(
      at time: Double? = nil, sceneActive: Bool? = nil, keyboardFocus: Bool? = nil, assistiveFocus: Bool? = nil,
      _ change: (inout CarouselConfiguration<AnyCarouselLayout>) -> Void = { _ in }
    ) {
      var configuration = currentConfiguration(
        sceneActive: sceneActive, keyboardFocus: keyboardFocus, assistiveFocus: assistiveFocus)
      change(&configuration)
      send(.configure(configuration, time: time ?? carouselNow()))
    }

    /// Applies an update: the frame, the schedule (before the callbacks, so that an action an
    /// app sends from one schedules after it), the haptics, then the callbacks in their one
    /// order, with the views that came and went (found around the frame that reassigns slots),
    /// then the batch completions of the changes it reports over.
    private func apply(_ update: CarouselUpdate) {
      let departing = update.departures.map { $0 >= 0 && $0 < slotViews.count ? slotViews[$0] : nil }
      draw(update.frame)
      let appearing = update.events.appeared.map { shownView(of: $0, in: update.frame) }
      clock.follow(update.schedule)
      if !update.feedback.isEmpty { selectionFeedbackGenerator.play(update.feedback) }
      var gone = 0
      var came = 0
      update.events.forEachCallback { callback in
        switch callback {
        case .disappeared:
          deliver(callback, view: departing[gone])
          gone += 1
        case .appeared:
          deliver(callback, view: appearing[came])
          came += 1
        default: deliver(callback, view: nil)
        }
      }
      if let summary = update.accessibility {
        for observer in observers { observer.accessibilityChanged?(summary) }
      }
      for observer in observers { observer.didDraw?() }
      // The batch completions of the changes now over, oldest first.
      for _ in 0..<min(update.completedChanges, changeCompletions.count) {
        changeCompletions.removeFirst()?()
      }
    }

    /// Draws a frame: hides the slots it hides, asks ``itemProvider`` for those it assigns (or
    /// that have no view), places those it shows, orders the views back to front when the
    /// order changed or a view came, and sets the accessibility elements (``applyAccessibility(_:)``).
    private func draw(_ frame: CarouselFrame) {
      // The elements, once the views are placed (also when only they changed).
      defer { applyAccessibility(frame) }
      guard !frame.isEmpty else { return }
      while slotViews.count < frame.slotCount { slotViews.append(nil) }
      let configuration = driver.configuration
      var reorders = frame.orderChanged
      // Twice: a provider that hands out the view of another slot leaves that slot empty.
      for pass in 0..<2 {
        for draw in frame.draws where pass == 0 || slotViews[draw.slot] == nil {
          guard let item = frame.attributes(of: draw) else {
            slotViews[draw.slot]?.isHidden = true
            hidePieces(inSlot: draw.slot)
            continue
          }
          let assigned = draw.isAssigned || slotViews[draw.slot] == nil
          if assigned {
            show(item.index, inSlot: draw.slot)
            reorders = true
          }
          if let view = slotViews[draw.slot] {
            place(view, item, configuration, slot: draw.slot, contentChanged: assigned)
          }
        }
      }
      if reorders {
        for slot in frame.drawingOrder {
          if let view = slotViews[slot] { contentView.bringSubviewToFront(view) }
          // A sliced item's pieces, just above its (hidden) view.
          if slot < slotPieces.count, let pieces = slotPieces[slot] { contentView.bringSubviewToFront(pieces) }
        }
      }
    }

    /// Places a shown view: attributes, safe-area margins, ``CarouselItemView/applyCarouselAttributes(_:)``,
    /// then its pieces when the layout slices it (``placePieces(of:_:_:slot:contentChanged:)``);
    /// `contentChanged` when the view was configured for its item since the slot was last placed.
    func place(
      _ view: UIView, _ item: ItemAttributes, _ configuration: CarouselConfiguration<AnyCarouselLayout>, slot: Int,
      contentChanged: Bool
    ) {
      view.isHidden = false
      view.applyCarouselItem(item, perspective: configuration.layout.perspective, viewport: configuration.viewport)
      applySafeArea(to: view, item: item, configuration)
      (view as? any CarouselItemView)?.applyCarouselAttributes(item)
      placePieces(of: view, item, configuration, slot: slot, contentChanged: contentChanged)
    }

    /// Places every shown view again (the safe area or ``pageSafeArea`` changed).
    func placeShownViews() {
      let configuration = driver.configuration
      for slot in slotViews.indices {
        guard let view = slotViews[slot], let item = driver.attributes(inSlot: slot) else { continue }
        place(view, item, configuration, slot: slot, contentChanged: false)
      }
    }

    /// The view that shows `copy`: the one of the slot `frame` shows it in, else the item's.
    private func shownView(of copy: VisibleCopy, in frame: CarouselFrame) -> UIView? {
      guard let draw = frame.draws.first(where: { $0.copy == copy }) else { return itemView(at: copy.index) }
      return slotViews[draw.slot]
    }

    /// Hands one callback to the delegate, the app's closure and CarouselKit's observers;
    /// `view` is the item view that appeared or disappeared.
    private func deliver(_ callback: ScrollCallback, view: UIView?) {
      switch callback {
      case .handedOff, .destinationIndex:
        break
      case .dragBegan:
        delegate?.carouselViewWillBeginDragging(self)
        onDragBegan?()
      case .dragEnded:
        delegate?.carouselViewDidEndDragging(self)
        onDragEnded?()
      case .selection(let index):
        onSelectionChange?(index)
      case .tap(let index):
        delegate?.carouselView(self, didSelectItemAt: index)
        onSelect?(index)
        for observer in observers { observer.didSelect?(index) }
      case .willSettle(let index):
        delegate?.carouselView(self, willSettleOnItemAt: index)
        onWillSettle?(index)
      case .currentIndex(let index):
        delegate?.carouselView(self, didChangeCurrentIndex: index)
        onCurrentIndexChange?(index)
        for observer in observers { observer.currentIndexChanged?(index) }
      case .progress(let progress):
        delegate?.carouselView(self, didScrollToProgress: progress)
        onProgress?(progress)
      case .disappeared(let copy):
        guard let view else { return }
        delegate?.carouselView(self, didEndDisplaying: view, forItemAt: copy.index)
        onDidEndDisplayingItem?(copy.index, view)
      case .appeared(let copy):
        guard let view else { return }
        delegate?.carouselView(self, willDisplay: view, forItemAt: copy.index)
        onWillDisplayItem?(copy.index, view)
      case .prefetch(let items):
        guard !items.isEmpty else { return }
        delegate?.carouselView(self, prefetchItemsAt: items)
        onPrefetchItems?(items)
        for observer in observers { observer.prefetchItems?(items) }
      case .didSettle(let index):
        delegate?.carouselView(self, didSettleOnItemAt: index)
        onDidSettle?(index)
      case .announcement(let announcement):
        announce(announcement)
      }
    }
  }
#endif
