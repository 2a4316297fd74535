import CellKit
import CellKitTestSupport
import Testing

// Sections and their models declared with the result builders, with each form of control flow;
// what they build is compared with the arrays a person would write by hand. The models are
// AdapterApplyBehaviourTests' (`ApplyRow`, identified by a string).

/// The ids of a section's `ApplyRow`s, "?" for another model.
private func ids(_ section: Section) -> [String] {
    section.items.map { ($0 as? ApplyRow)?.id ?? ($0 as? ApplyOtherRow).map { "other \($0.id)" } ?? "?" }
}

private enum Filter { case all, starred, none }

@MainActor
@Suite("Result builders: sections and models declared with control flow")
struct SectionBuilderTests {
    @Test("each line adds its model in order; an array adds its models; erased models too")
    func linesAndArrays() {
        let erased: any AnyCellViewModel = ApplyRow("d")
        let section = Section(id: "s") {
            ApplyRow("a")
            [ApplyRow("b"), ApplyRow("c")]
            erased
            [ApplyOtherRow(id: "e")] as [any AnyCellViewModel]
            ApplyOtherRow(id: "f")
        }
        #expect(ids(section) == ["a", "b", "c", "d", "other e", "other f"])
    }

    @Test("an if without else adds its models only when the condition holds")
    func ifWithoutElse() {
        func section(showsInvite: Bool) -> Section {
            Section(id: "s") {
                ApplyRow("top")
                if showsInvite { ApplyRow("invite") }
                ApplyRow("bottom")
            }
        }
        #expect(ids(section(showsInvite: true)) == ["top", "invite", "bottom"])
        #expect(ids(section(showsInvite: false)) == ["top", "bottom"])
    }

    @Test("an if let adds the unwrapped value's models, nothing for nil")
    func ifLet() {
        func section(pending: String?) -> Section {
            Section(id: "s") {
                if let pending { ApplyRow(pending, "pending \(pending)") }
            }
        }
        let shown = section(pending: "p1")
        #expect(ids(shown) == ["p1"])
        #expect((shown.items.first as? ApplyRow)?.text == "pending p1")
        #expect(section(pending: nil).items.isEmpty)
    }

    @Test("if/else takes exactly one branch, else-if chains included")
    func ifElse() {
        func section(count: Int) -> Section {
            Section(id: "s") {
                if count == 0 {
                    ApplyRow("empty")
                } else if count == 1 {
                    ApplyRow("one")
                } else {
                    ApplyRow("many")
                    ApplyRow("count \(count)")
                }
            }
        }
        #expect(ids(section(count: 0)) == ["empty"])
        #expect(ids(section(count: 1)) == ["one"])
        #expect(ids(section(count: 5)) == ["many", "count 5"])
    }

    @Test("switch takes the matching case; a case may add nothing")
    func switchCases() {
        func section(_ filter: Filter) -> Section {
            Section(id: "s") {
                switch filter {
                case .all:
                    ApplyRow("a")
                    ApplyRow("b")
                case .starred:
                    ApplyRow("b")
                case .none:
                    [ApplyRow]()
                }
            }
        }
        #expect(ids(section(.all)) == ["a", "b"])
        #expect(ids(section(.starred)) == ["b"])
        #expect(section(.none).items.isEmpty)
    }

    @Test("for-in adds each pass's models in order, with control flow inside the loop")
    func forIn() {
        let section = Section(id: "s") {
            for index in 0..<4 {
                ApplyRow("row \(index)")
                if index % 2 == 1 { ApplyRow("separator \(index)") }
            }
        }
        #expect(ids(section) == ["row 0", "row 1", "separator 1", "row 2", "row 3", "separator 3"])
        let empty = Section(id: "s") { for index in 0..<0 { ApplyRow("\(index)") } }
        #expect(empty.items.isEmpty)
    }

    @Test("if #available takes its branch where the platform matches (always on Linux with *)")
    func available() {
        let section = Section(id: "s") {
            if #available(macOS 10.15, iOS 13, *) {
                ApplyRow("modern")
            } else {
                ApplyRow("legacy")
            }
        }
        #expect(ids(section) == ["modern"])
    }

    @Test("the builder's section keeps the other parameters as the array initializer does")
    func parametersKept() {
        let built = Section(
            id: "s", insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), lineSpacing: 5, interitemSpacing: 6,
            header: TitleHeaderModel("Head"), footer: TitleHeaderModel("Foot")
        ) {
            ApplyRow("a")
        }
        #expect(built.id == AnyHashable("s"))
        #expect(built.insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(built.lineSpacing == 5 && built.interitemSpacing == 6)
        #expect((built.header as? TitleHeaderModel)?.title == "Head")
        #expect((built.footer as? TitleHeaderModel)?.title == "Foot")
        #expect(ids(built) == ["a"])
    }

    @Test("sections are declared with the same control flow: lines, arrays, if, if/else, switch, for")
    func sections() {
        func screen(friends: [String], showsProfile: Bool, filter: Filter) -> [Section] {
            Sections {
                if showsProfile { Section(id: "profile") { ApplyRow("me") } }
                if friends.isEmpty {
                    Section(id: "empty") { ApplyRow("no friends") }
                } else {
                    Section(id: "friends") { for friend in friends { ApplyRow(friend) } }
                }
                switch filter {
                case .all: Section(id: "all") { ApplyRow("x") }
                case .starred: Section(id: "starred") { ApplyRow("y") }
                case .none: [Section]()
                }
                for letter in ["a", "b"] { Section(id: letter) { ApplyRow("\(letter)1") } }
                [Section(id: "last") { ApplyRow("z") }]
            }
        }
        let full = screen(friends: ["f1", "f2"], showsProfile: true, filter: .all)
        #expect(full.map(\.identifier) == ["profile", "friends", "all", "a", "b", "last"])
        #expect(full.map(ids) == [["me"], ["f1", "f2"], ["x"], ["a1"], ["b1"], ["z"]])
        let bare = screen(friends: [], showsProfile: false, filter: .none)
        #expect(bare.map(\.identifier) == ["empty", "a", "b", "last"])
        #expect(bare.map(ids) == [["no friends"], ["a1"], ["b1"], ["z"]])
    }

    @Test("an adapter shows built sections, infers their types, and applies built changes as batch updates")
    func throughTheAdapter() throws {
        let (tableView, adapter) = applyTable([])
        adapter.automaticallyInferCellViewModelTypes = true
        adapter.data = Sections {
            Section(id: "s") {
                for id in ["a", "b"] { ApplyRow(id) }
                ApplyOtherRow(id: "c")
            }
        }
        tableView.layoutIfNeeded()
        #expect(tableView.registeredCellClass(forReuseIdentifier: ApplyOtherRow.uniqueIdentifier) != nil)
        #expect(visibleTexts(tableView).prefix(2) == ["a", "b"])
        let cellB = try #require(textCell(tableView, 1))

        let showsA = false
        let update = adapter.apply(animated: false) {
            Section(id: "s") {
                if showsA { ApplyRow("a") }
                ApplyRow("b")
                ApplyRow("d")
            }
        }

        #expect(update == .batchUpdates(stages: 1))
        #expect(applyIDs(adapter.data) == [["b", "d"]])
        #expect(visibleTexts(tableView) == ["b", "d"])
        #expect(textCell(tableView, 0) === cellB)
    }

    @Test("a collection adapter shows and applies built sections the same way")
    func throughTheCollectionAdapter() throws {
        let (collectionView, adapter) = applyCollection([])
        adapter.data = Sections {
            Section(id: "s", lineSpacing: 4) { for id in ["a", "b", "c"] { ApplyItem(id) } }
        }
        collectionView.layoutIfNeeded()
        #expect(visibleTexts(collectionView) == ["a", "b", "c"])
        let cellC = try #require(textCell(collectionView, 2))

        let update = adapter.apply(animated: false) {
            Section(id: "s", lineSpacing: 4) {
                ApplyItem("c")
                ApplyItem("a", "a, edited")
            }
        }

        // Two stages: ListDiff reports a content change in a stage where the changed rows keep
        // their positions, apart from the deletion of "b" and the move of "c".
        #expect(update == .batchUpdates(stages: 2))
        #expect(visibleTexts(collectionView) == ["c", "a, edited"])
        #expect(textCell(collectionView, 0) === cellC)
    }
}
