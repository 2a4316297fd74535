import Foundation

/// Orthogonal sections: each keeps an offset across the layout's scroll axis.
///
/// The engine does not reproduce UIKit's private scroll view inside the section: the layout
/// returns every frame of an orthogonal section already moved by the section's offset, and
/// culls with the moved frames, so the collection view shows, reuses, selects and renders the
/// section's cells as any others (one rule: layout frames are what is shown). The offsets
/// outlive layout invalidation and are clamped to the section's content on every ``prepare()``.
extension UICollectionViewCompositionalLayout {
    /// The offset of orthogonal section `section`, or nil for another section.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    func orthogonalOffset(inSection section: Int) -> CGFloat? {
        prepareIfNeeded()
        guard sections.indices.contains(section) else { return nil }
        return sections[section].orthogonal?.offset
    }

    /// Moves the orthogonal offsets with their sections through a batch update (`newSection`
    /// maps a section before it to its index after it, nil when deleted).
    ///
    /// - Complexity: O(*o*) for *o* orthogonal sections.
    func moveOrthogonalOffsets(_ newSection: (Int) -> Int?) {
        guard !orthogonalOffsets.isEmpty else { return }
        var moved: [Int: CGFloat] = [:]
        for (section, offset) in orthogonalOffsets {
            if let new = newSection(section) { moved[new] = offset }
        }
        orthogonalOffsets = moved
    }

    /// Scrolls orthogonal section `section` so that `frame` (an item's frame as shown, moved
    /// by the section's offset) sits at `alignment` across the layout's scroll axis, within the
    /// section's content; nothing for another section. Returns whether it scrolled the section.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    func scrollOrthogonalSection(_ section: Int, showing frame: CGRect, at alignment: ScrollAlignment) -> Bool {
        guard let offset = orthogonalOffset(inSection: section), let orthogonal = sections[section].orthogonal,
            let collectionView
        else { return false }
        // Across the scroll axis the frame was moved back by `offset`; undo that to get its place in the section.
        let (start, length) =
            axis.isVertical ? (frame.minX + offset, frame.width) : (frame.minY + offset, frame.height)
        let viewport = axis.cross(collectionView.bounds.size)
        let target = alignment.offset(
            showing: start, start + length, viewportStart: offset, viewportLength: viewport, maximum: orthogonal.maximumOffset)
        return setOrthogonalOffset(target, inSection: section)
    }

    /// The offset clamped to `0...` the section's largest offset.
    func clampedOrthogonalOffset(_ offset: CGFloat, in layout: CompositionalSectionLayout) -> CGFloat {
        guard let orthogonal = layout.orthogonal, offset.isFinite else { return 0 }
        return max(0, min(offset, orthogonal.maximumOffset))
    }

    /// Moves orthogonal section `section` to `offset`, clamped; forgets what its visible-items
    /// handler changed. Returns false when the section does not scroll orthogonally.
    ///
    /// - Complexity: O(*v*) for the *v* changes a visible-items handler made.
    func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int) -> Bool {
        prepareIfNeeded()
        guard sections.indices.contains(section), sections[section].orthogonal != nil else { return false }
        let clamped = clampedOrthogonalOffset(offset, in: sections[section])
        sections[section].orthogonal?.offset = clamped
        orthogonalOffsets[section] = clamped
        if !visibleItemChanges.isEmpty { visibleItemChanges = visibleItemChanges.filter { $0.key.section != section } }
        collectionView?.setNeedsLayout()
        return true
    }

    /// Where a user's drag of orthogonal section `section` that would rest at `proposed` with
    /// `velocity` (points per millisecond, positive towards the end) comes to rest, per the
    /// section's behaviour (see ``UICollectionLayoutSectionOrthogonalScrollingBehavior``). The
    /// snapping behaviours take the page or group the velocity points to (the nearest one at
    /// zero velocity), then clamp.
    ///
    /// - Complexity: O(1).
    func restingOrthogonalOffset(inSection section: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        let layout = sections[section]
        guard let orthogonal = layout.orthogonal else { return proposed }
        func snapped(_ position: CGFloat) -> CGFloat {
            velocity > 0 ? position.rounded(.up) : velocity < 0 ? position.rounded(.down) : position.rounded()
        }
        let lastGroup = CGFloat(max(0, layout.groupCount - 1))
        func group(_ position: CGFloat) -> CGFloat {
            orthogonal.step > 0 ? max(0, min(snapped(position / orthogonal.step), lastGroup)) : 0
        }
        let resting: CGFloat =
            switch orthogonal.behavior {
            case .none, .continuous:
                proposed
            case .continuousGroupLeadingBoundary, .groupPaging:
                group(proposed) * orthogonal.step
            case .paging:
                orthogonal.viewport > 0 ? snapped(proposed / orthogonal.viewport) * orthogonal.viewport : proposed
            case .groupPagingCentered:
                orthogonal.firstGroup + orthogonal.groupLength / 2 - orthogonal.viewport / 2
                    + group(proposed + orthogonal.viewport / 2 - orthogonal.firstGroup - orthogonal.groupLength / 2)
                    * orthogonal.step
            }
        return clampedOrthogonalOffset(resting, in: layout)
    }

    /// Calls orthogonal section `section`'s visible-items handler with its items on screen and
    /// keeps what the handler changes for the cells' attributes.
    ///
    /// - Complexity: O(*v*) for the *v* items on screen, plus the handler.
    func runVisibleItemsHandler(inSection section: Int) {
        guard let orthogonal = sections[section].orthogonal, let handler = orthogonal.handler,
            let collectionView, let environment = lastEnvironment
        else { return }
        let items = (layoutAttributesForElements(in: collectionView.bounds) ?? []).compactMap { attributes in
            attributes.representedElementCategory == .cell && attributes.indexPath.section == section
                ? LayoutVisibleItem(
                    indexPath: attributes.indexPath, frame: attributes.frame, alpha: attributes.alpha,
                    zIndex: attributes.zIndex, isHidden: attributes.isHidden)
                : nil
        }
        handler(items, axis.point(main: 0, cross: orthogonal.offset), environment)
        for item in items { visibleItemChanges[item.indexPath] = item }
        collectionView.setNeedsLayout()
    }
}

extension UICollectionView {
    /// The offset of orthogonal section `section` across the layout's scroll axis (along x
    /// when the layout scrolls vertically); 0 when it has not scrolled. Stops the program when
    /// the layout is not a ``UICollectionViewCompositionalLayout`` or the section does not
    /// scroll orthogonally.
    ///
    /// Engine API: UIKit has no public way to read it before iOS 17.
    ///
    /// - Complexity: O(1) once the layout is prepared.
    public func orthogonalContentOffset(inSection section: Int) -> CGFloat {
        let layout = orthogonalLayout(section, operation: "orthogonalContentOffset(inSection:)")
        return layout.orthogonalOffset(inSection: section) ?? 0
    }

    /// Scrolls orthogonal section `section` to `offset`, clamped to its content (from 0 to the
    /// groups' end, insets included, less the visible width), with no snapping and no
    /// visible-items handler call; the cells leaving go to the reuse pool at the next layout
    /// pass. Stops the program as ``orthogonalContentOffset(inSection:)`` does.
    ///
    /// Engine API: UIKit has no public setter before iOS 17.
    ///
    /// - Complexity: O(1), plus the next layout pass.
    public func setOrthogonalContentOffset(_ offset: CGFloat, inSection section: Int) {
        let layout = orthogonalLayout(section, operation: "setOrthogonalContentOffset(_:inSection:)")
        _ = layout.setOrthogonalOffset(offset, inSection: section)
    }

    /// Simulates a user's drag of orthogonal section `section` that would come to rest at
    /// `proposedOffset` with `velocity` (points per millisecond, positive towards the end): the
    /// section snaps as its ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` says
    /// (paging by the visible width, by groups, centred groups; the page or group the velocity
    /// points to, the nearest at zero velocity), scrolls there, lays out, and calls its
    /// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` with the items on screen.
    /// Returns the offset it rests at. Stops the program as
    /// ``orthogonalContentOffset(inSection:)`` does.
    ///
    /// Engine API, the orthogonal counterpart of ``scrollByUser(toProposedContentOffset:velocity:)``.
    ///
    /// - Complexity: O(*v*) for the *v* items on screen, plus a layout pass and the handler.
    @discardableResult
    public func scrollSectionByUser(_ section: Int, toProposedOffset proposedOffset: CGFloat, velocity: CGFloat) -> CGFloat {
        let layout = orthogonalLayout(section, operation: "scrollSectionByUser(_:toProposedOffset:velocity:)")
        let resting = layout.restingOrthogonalOffset(inSection: section, proposed: proposedOffset, velocity: velocity)
        _ = layout.setOrthogonalOffset(resting, inSection: section)
        layoutIfNeeded()
        layout.runVisibleItemsHandler(inSection: section)
        layoutIfNeeded()
        return resting
    }

    private func orthogonalLayout(_ section: Int, operation: String) -> UICollectionViewCompositionalLayout {
        validate(section: section, operation: operation)
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
            listFailure(
                "\(operation): the collection view's layout is a \(type(of: collectionViewLayout)), which has no "
                    + "orthogonal sections; use a UICollectionViewCompositionalLayout")
        }
        listPrecondition(
            layout.orthogonalOffset(inSection: section) != nil,
            "\(operation): section \(section) does not scroll orthogonally; set its NSCollectionLayoutSection's "
                + "orthogonalScrollingBehavior to something other than .none")
        return layout
    }
}
