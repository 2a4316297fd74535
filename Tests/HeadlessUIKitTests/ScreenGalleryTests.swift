import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// How many times `needle` occurs in `text`.
private func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

@MainActor
@Suite("ScreenGallery")
struct ScreenGalleryTests {
    /// Two scenarios: the contacts table's first screen and the same table scrolled by 360
    /// points; then a scenario without screens.
    func contactsGallery(title: String = "Contacts") -> (ScreenGallery, RenderContactsSource) {
        let (table, source) = makeRenderTable()
        let first = ScreenGallery.Screen(title: "First screen", list: table)
        scroll(table, toY: 360)
        let scrolled = ScreenGallery.Screen(title: "Scrolled", list: table)
        let gallery = ScreenGallery(
            title: title,
            scenarios: [
                .init(name: "Contacts in a table", screens: [first, scrolled]),
                .init(name: "Nothing yet", screens: []),
            ])
        return (gallery, source)
    }

    @Test("the page holds one figure with one inline SVG per screen, under its scenario's heading, and expects that many")
    func oneSVGPerScreen() throws {
        let (gallery, source) = contactsGallery()
        let html = gallery.html
        #expect(gallery.screenCount == 2)
        #expect(occurrences(of: ##"<figure class="screen">"##, in: html) == 2)
        #expect(occurrences(of: ##"<svg xmlns="http://www.w3.org/2000/svg""##, in: html) == 2)
        #expect(occurrences(of: "</svg>", in: html) == 2)
        #expect(html.contains(##"<body data-expected-screens="2">"##))
        #expect(html.contains("<p class=\"summary\">2 scenarios, 2 screens. "))
        // In order: the scenario's heading, then its screens' captions and pictures.
        let heading = try #require(html.range(of: "<h2>Contacts in a table</h2>"))
        let first = try #require(html.range(of: "<figcaption>First screen</figcaption>\n<svg "))
        let scrolled = try #require(html.range(of: "<figcaption>Scrolled</figcaption>\n<svg "))
        let empty = try #require(html.range(of: "<h2>Nothing yet</h2>\n<div class=\"screens\">\n<p class=\"empty\">No screens.</p>"))
        #expect(heading.lowerBound < first.lowerBound && first.lowerBound < scrolled.lowerBound)
        #expect(scrolled.lowerBound < empty.lowerBound)
        // Each figure holds its screen's SVG as the renderer drew it, identifiers on hover.
        #expect(html.contains(gallery.scenarios[0].screens[0].svg))
        #expect(gallery.scenarios[0].screens[1].svg.contains(##"<g transform="translate(0 -360)">"##))
        // The check the page runs when it loads starts out pending.
        #expect(html.contains(##"<output id="gallery-check" data-result="pending">"##))
        withExtendedLifetime(source) {}
    }

    @Test("every identified cell, header and footer has its identifier as a hover title")
    func identifiersOnHover() {
        let (gallery, source) = contactsGallery()
        let html = gallery.html
        // The first screen shows rows 0.0–0.4 and 1.0, both headers and both footers (the
        // plain table's footer 1 is pinned to the bottom).
        let identifiers =
            (0..<5).map { "contact_0_\($0)" } + [
                "contact_1_0", "contacts_header_0", "contacts_footer_0", "contacts_header_1", "contacts_footer_1",
            ]
        for identifier in identifiers {
            #expect(
                html.contains(##"<g class="identified" pointer-events="all">\##n        <title>\##(identifier)</title>"##),
                "no hover title for \(identifier)")
        }
        // Every identifier on the page is in a title: as many titled groups as identified views.
        #expect(
            occurrences(of: ##"<g class="identified" pointer-events="all">"##, in: html)
                == occurrences(of: "data-identifier=", in: html))
        withExtendedLifetime(source) {}
    }

    @Test("texts are escaped and the whole page is well-formed XML")
    func escapedAndWellFormed() throws {
        let (table, source) = makeRenderTable()
        let screen = ScreenGallery.Screen(title: "Tom & \"Jerry\" <3", list: table)
        let gallery = ScreenGallery(
            title: "<script>alert('x')</script>", scenarios: [.init(name: "A & B's <list>", screens: [screen])])
        let html = gallery.html
        #expect(html.contains("<title>&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;</title>"))
        #expect(html.contains("<h1>&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;</h1>"))
        #expect(html.contains("<h2>A &amp; B&apos;s &lt;list&gt;</h2>"))
        #expect(html.contains("<figcaption>Tom &amp; &quot;Jerry&quot; &lt;3</figcaption>"))
        #expect(!html.contains("alert('x')"))
        #expect(XMLParser(data: Data(html.utf8)).parse())
        withExtendedLifetime(source) {}
    }

    @Test("the page is self-contained: nothing to load but the SVG namespace's name")
    func selfContained() {
        let (gallery, source) = contactsGallery()
        let html = gallery.html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for reference in ["http:", "https:", "src=", "href=", "url(", "@import", "<link", "<img", "<iframe"] {
            #expect(!html.contains(reference), "the page refers to something outside it: \(reference)")
        }
        #expect(occurrences(of: "<style>", in: html) == 1 && occurrences(of: "<script>", in: html) == 1)
        withExtendedLifetime(source) {}
    }
}
