import Foundation

extension UICollectionView {
    /// Prepares the layout if it is stale, sizes the content, and brings the shown cells and
    /// supplementary and decoration views in line with what the layout places inside the
    /// bounds: each view gets the attributes `layoutAttributesForElements(in:)` returned for it.
    /// The layout is asked once per pass when nothing needs measuring: the measurement's last
    /// query serves the display too, unless the layout was invalidated or the bounds moved since.
    ///
    /// - Complexity: the layout's query cost plus O(*v*) for *v* views on screen.
    func updateDisplayedViews() {
        _ = currentCounts
        let pass = dataGeneration
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let measured = measureItemsComingIntoView()
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        let elements =
            if let measured, !layout.needsPrepare, layout.preparations == measured.preparations, measured.rect == bounds {
                measured.attributes
            } else {
                layout.layoutAttributesForElements(in: bounds) ?? []
            }
        var cells: [UICollectionViewLayoutAttributes] = []
        cells.reserveCapacity(elements.count)
        var elementAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var elementOrder: [ElementKey] = []
        var decorationAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var decorationOrder: [ElementKey] = []
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .decorationView:
                let key = ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                decorationAttributes[key] = attributes
                decorationOrder.append(key)
            case .supplementaryView:
                let kind = attributes.representedElementKind ?? ""
                let key = ElementKey(kind: kind, indexPath: attributes.indexPath)
                elementAttributes[key] = attributes
                elementOrder.append(key)
            case .cell:
                cells.append(attributes)
            }
        }

        let cellAttributes = CellAttributesInOrder(cells)
        reconcileDisplayed(
            displayedCellsStore, ascending: cellAttributes.indexPaths, orders: cellAttributes.orders,
            retire: { order, cell in retireCell(cell, at: order) },
            make: { position in
                attributesForDequeue = cellAttributes.attributes[position]
                orderForDequeue = cellAttributes.orders[position]
                defer {
                    attributesForDequeue = nil
                    orderForDequeue = nil
                }
                return makeCell(at: cellAttributes.indexPaths[position], order: cellAttributes.orders[position], pass: pass)
            },
            place: { position, cell in
                unsafeDowncast(cell, to: UICollectionViewCell.self).apply(cellAttributes.attributes[position])
            })

        enqueueUnshownMeasuredCells()
        if restartDisplayPassIfDataChanged(since: pass) { return }

        reconcileDisplayed(
            displayedSupplementaryViewsStore, wanted: elementOrder,
            retire: { key, view in retire(view, for: key) },
            make: { key in makeSupplementaryView(for: key) },
            place: { key, view in
                guard let attributes = elementAttributes[key] else { return }
                view.apply(attributes)
                view.isPinned = layout.isPinned(supplementaryOfKind: key.kind, at: key.indexPath, frame: attributes.frame)
            })
        enqueueUnshownMeasuredSupplementaryViews()

        reconcileDecorationViews(wanted: decorationOrder, attributes: decorationAttributes)
    }

    /// Measures the self-sizing items on screen that have no size yet, until none is left.
    /// Returns the layout's last answer, when it measured nothing (so the layout stands as it
    /// answered), with the rectangle asked about and the layout's ``UICollectionViewLayout/preparations``
    /// then; nil when every pass measured something.
    ///
    /// - Complexity: O(*m*) measurements for *m* items coming into view, plus one layout
    ///   preparation per pass that measured something.
    private func measureItemsComingIntoView() -> (
        rect: CGRect, preparations: Int, attributes: [UICollectionViewLayoutAttributes]
    )? {
        let layout = collectionViewLayout
        // The layout's requests for a layout pass, one per measurement, become one request
        // after the measurements (this pass has cleared the view's own request already).
        let collecting = layout.collectsLayoutRequests
        layout.collectsLayoutRequests = true
        defer {
            layout.collectsLayoutRequests = collecting
            if layout.layoutRequestedWhileMeasuring, !collecting {
                layout.layoutRequestedWhileMeasuring = false
                setNeedsLayout()
            }
        }
        // A compositional layout of that class itself (a subclass may override the self-sizing
        // hooks) is asked through their final forms, with the index path's integers.
        let compositional =
            type(of: layout) == UICollectionViewCompositionalLayout.self
            ? unsafeDowncast(layout, to: UICollectionViewCompositionalLayout.self) : nil
        for _ in 0..<8 {
            var measuredAny = false
            let rect = bounds
            let elements = layout.layoutAttributesForElements(in: rect) ?? []
            let preparations = layout.preparations
            for attributes in elements {
                if attributes.representedElementCategory == .supplementaryView {
                    measuredAny = measureSupplementaryView(attributes) || measuredAny
                    continue
                }
                guard attributes.representedElementCategory == .cell else { continue }
                // The index path as the cells are kept: its section and item, read once for the
                // layout's questions and the cells' lookups (from the integers a layout set it
                // from, when it did: the path itself is then read only for an item measured).
                let known = attributes.knownIndexPathOrder
                let readPath: IndexPath? = known == nil ? attributes.indexPath : nil
                let itemOrder = known ?? readPath?.order
                let order: IndexPath.Order?
                let fitting: CGSize?
                if let compositional, let item = itemOrder {
                    order = item
                    fitting = compositional.selfSizingFittingSize(section: item.section, item: item.item)
                } else {
                    fitting = layout.selfSizingFittingSize(forItemAt: readPath ?? attributes.indexPath)
                    order = fitting == nil ? nil : itemOrder
                }
                guard let fitting else { continue }
                let indexPath = readPath ?? attributes.indexPath
                attributesForDequeue = attributes
                orderForDequeue = order
                let made = cellToMeasure(at: indexPath, order: order)
                attributesForDequeue = nil
                orderForDequeue = nil
                guard let measured = made else { continue }
                let size = measure(
                    unsafeDowncast(measured, to: UICollectionReusableView.self), fitting: fitting, attributes, for: layout)
                if let compositional, let order {
                    compositional.setMeasuredSize(size, section: order.section, item: order.item)
                } else {
                    layout.setMeasuredSize(size, forItemAt: indexPath)
                }
                measuredAny = true
            }
            if !measuredAny { return (rect, preparations, elements) }
        }
        return nil
    }

    /// Measures the supplementary view `attributes` place when the layout sizes it from its
    /// view and has no size for it yet: the view on screen, else one from the data source (kept
    /// for when it comes on screen); the layout takes what its `preferredLayoutAttributesFitting`
    /// answers. Returns whether it measured.
    ///
    /// - Complexity: one measurement, plus the data source's dequeue for a view not on screen.
    private func measureSupplementaryView(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        let kind = attributes.representedElementKind ?? ""
        guard let fitting = layout.selfSizingFittingSize(forSupplementaryViewOfKind: kind, at: attributes.indexPath) else {
            return false
        }
        let key = ElementKey(kind: kind, indexPath: attributes.indexPath)
        let view: UICollectionReusableView
        if let shown = displayedSupplementaryViews[key] ?? measuredSupplementaryViews[key] {
            view = shown
        } else {
            guard let made = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath) else {
                return false
            }
            addSubview(made)
            made.updateConfigurationIfNeeded()
            measuredSupplementaryViews[key] = made
            view = made
        }
        layout.setMeasuredSize(
            measure(view, fitting: fitting, attributes, for: layout), forSupplementaryViewOfKind: kind, at: key.indexPath)
        return true
    }

    /// The size `view` answers from `preferredLayoutAttributesFitting(_:)` for `attributes`,
    /// measured within `fitting` as `layout` (the collection view's, passed in so that the
    /// property is not read again per measurement) asks, keeping the cross axis when it does.
    ///
    /// - Complexity: one measurement.
    private func measure(
        _ view: UICollectionReusableView, fitting: CGSize, _ attributes: UICollectionViewLayoutAttributes,
        for layout: UICollectionViewLayout
    ) -> CGSize {
        view.selfSizingFittingSize = fitting
        view.selfSizingFixesCrossAxis = layout.selfSizingFixesCrossAxis
        defer {
            view.selfSizingFittingSize = nil
            view.selfSizingFixesCrossAxis = false
        }
        let size = view.preferredLayoutAttributesFitting(attributes).size
        listPrecondition(
            size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
            "Invalid size \(size) from preferredLayoutAttributesFitting(_:) of \(type(of: view)) for item "
                + "\(attributes.indexPath.item) of section \(attributes.indexPath.section): a self-sizing view must measure "
                + "a finite width and height of 0 or more. Return one, or constrain the content view on both axes.")
        return size
    }

    /// Returns to their pools the supplementary views made to be measured that did not come on screen.
    private func enqueueUnshownMeasuredSupplementaryViews() {
        guard !measuredSupplementaryViews.isEmpty else { return }
        for (key, view) in measuredSupplementaryViews {
            if let identifier = view.reuseIdentifier {
                supplementaryPool.enqueue(view, for: SupplementaryKey(kind: key.kind, identifier: identifier))
            } else {
                view.removeFromSuperview()
            }
        }
        measuredSupplementaryViews = [:]
    }

    private func makeSupplementaryView(for key: ElementKey) -> UICollectionReusableView? {
        let measured = measuredSupplementaryViews.removeValue(forKey: key)
        guard let dataSource else { return nil }
        let provided: UICollectionReusableView? =
            measured ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        guard let view = provided else { return nil }
        addSubview(view)
        view.updateConfigurationIfNeeded()
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        return view
    }

    func retire(_ view: UICollectionReusableView, for key: ElementKey) {
        delegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier {
            supplementaryPool.enqueue(view, for: SupplementaryKey(kind: key.kind, identifier: identifier))
        } else {
            view.removeFromSuperview()
        }
    }

    func retireSupplementaryViews() {
        for (key, view) in displayedSupplementaryViews { retire(view, for: key) }
        displayedSupplementaryViews = [:]
    }

    // MARK: What is on screen

    /// The cells on screen, in item order. Lays out first if layout is pending.
    ///
    /// - Complexity: O(*v*) for *v* cells on screen.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return displayedCells.values.map { unsafeDowncast($0, to: UICollectionViewCell.self) }
    }

    /// The index paths of the items on screen, in order (empty when none).
    ///
    /// - Complexity: O(*v*).
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return displayedCells.keys
    }

    /// The cell of an item on screen; nil for an item off screen or out of range.
    ///
    /// - Complexity: O(log *v*) after layout, for *v* cells on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return displayedCells[indexPath].map { unsafeDowncast($0, to: UICollectionViewCell.self) }
    }

    /// The index path of a cell on screen, or nil.
    ///
    /// - Complexity: O(*v*).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { displayedIndexPath(of: cell) }

    /// The supplementary view of `elementKind` on screen at `indexPath`, or nil.
    ///
    /// - Complexity: O(log *v*) after layout, for *v* views on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return displayedSupplementaryViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in section order.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            displayedSupplementaryViews[ElementKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    ///
    /// - Complexity: O(*v*) for *v* views on screen.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return displayedSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath)
    }

    // MARK: Layout queries

    /// The layout's attributes for the item at `indexPath`. Out-of-range index paths stop the
    /// program with UIKit's text.
    ///
    /// - Complexity: the layout's cost (O(1) for ``UICollectionViewFlowLayout`` once prepared).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        validate(indexPath, operation: "layoutAttributesForItem(at:)")
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or nil.
    ///
    /// - Complexity: the layout's cost (O(1) for ``UICollectionViewFlowLayout`` once prepared).
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        validate(section: indexPath.section, operation: "layoutAttributesForSupplementaryElement(ofKind:at:)")
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under `point` (content coordinates), if any. The layout is asked for the
    /// elements in the visible bounds (and the point), so a layout subclass that moves the
    /// attributes it returns is hit where it shows them.
    ///
    /// - Complexity: the layout's query cost for the bounds.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let rect = bounds.union(CGRect(origin: point, size: CGSize(width: 1, height: 1)))
        return (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    // MARK: Scrolling

    /// Scrolls so that the item sits at `position` (per axis; an axis without a position
    /// scrolls the least that shows the item), within the content's bounds. An item of a
    /// compositional layout's orthogonal section also scrolls its section across the layout's
    /// scroll axis (the horizontal position for a vertical layout), within the section's content.
    ///
    /// - Complexity: the layout's cost for one item.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard var frame = layoutAttributesForItem(at: indexPath)?.frame else {
            listFailure("no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(indexPath)")
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        let vertical: ScrollAlignment =
            position.contains(.top) ? .start
            : position.contains(.centeredVertically) ? .center : position.contains(.bottom) ? .end : .nearest
        let horizontal: ScrollAlignment =
            position.contains(.left) ? .start
            : position.contains(.centeredHorizontally) ? .center : position.contains(.right) ? .end : .nearest
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout,
            compositional.scrollOrthogonalSection(
                indexPath.section, showing: frame, at: compositional.configuration.scrollDirection == .vertical ? horizontal : vertical),
            let moved = layoutAttributesForItem(at: indexPath)?.frame
        {
            frame = moved
        }
        let maximum = maximumContentOffset
        contentOffset = CGPoint(
            x: horizontal.offset(
                showing: frame.minX, frame.maxX, viewportStart: bounds.minX, viewportLength: bounds.width,
                maximum: maximum.x),
            y: vertical.offset(
                showing: frame.minY, frame.maxY, viewportStart: bounds.minY, viewportLength: bounds.height,
                maximum: maximum.y))
    }
}

/// The attributes the layout gave the cells of one display pass, one per index path (the last
/// given, should a layout repeat one), in ascending index-path order, with their index paths
/// and those as ``DisplayedViews`` keeps them (``IndexPath/order``), each read once: the display
/// pass finds a cell's attributes by its position among them, and nothing is hashed or
/// compared through Foundation. Not main-actor isolated, so that its loops check no isolation.
private struct CellAttributesInOrder {
    let attributes: [UICollectionViewLayoutAttributes]
    /// The cells' index paths, ascending and distinct: `attributes`' index paths, read once
    /// (rather than calling each attributes' overridable getter again).
    let indexPaths: [IndexPath]
    /// `indexPaths` as kept (nil for an index path without exactly two indexes).
    let orders: [IndexPath.Order?]

    /// Takes `cells` as they are when their index paths ascend (as layouts give them), else sorted.
    ///
    /// - Complexity: O(*n*) for *n* cells in ascending order; O(*n* log *n*) otherwise.
    init(_ cells: [UICollectionViewLayoutAttributes]) {
        let indexPaths = cells.map(\.indexPath)
        // As kept: from the integers the layout set the path from, else from the path.
        let orders = cells.indices.map { cells[$0].knownIndexPathOrder ?? indexPaths[$0].order }
        // Two-index paths compare as their orders do; any other sends the cells to the sort.
        var ascending = true
        var previous: IndexPath.Order?
        for order in orders {
            guard let order, previous.map({ $0 < order }) ?? true else {
                ascending = false
                break
            }
            previous = order
        }
        if ascending {
            attributes = cells
            self.indexPaths = indexPaths
            self.orders = orders
            return
        }
        // Sorted by index path, those of one index path in the layout's order; the last of each kept.
        let sorted = indexPaths.indices.sorted { (indexPaths[$0], $0) < (indexPaths[$1], $1) }
        let kept = sorted.indices.filter { $0 + 1 == sorted.count || indexPaths[sorted[$0]] != indexPaths[sorted[$0 + 1]] }
            .map { sorted[$0] }
        attributes = kept.map { cells[$0] }
        self.indexPaths = kept.map { indexPaths[$0] }
        self.orders = kept.map { orders[$0] }
    }
}
