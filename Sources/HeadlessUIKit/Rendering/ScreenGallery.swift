/// A page of screens to look at: one self-contained HTML document (inline SVG and CSS, a short
/// inline script, nothing loaded from elsewhere) showing lists as ``SVGRenderer`` draws them,
/// grouped by scenario, with each view's accessibility identifier shown on hover.
///
/// ```swift
/// let first = ScreenGallery.Screen(title: "First screen", list: tableView)
/// tableView.tapRow(at: IndexPath(row: 1, section: 0))
/// let tapped = ScreenGallery.Screen(title: "Tapped row 1", list: tableView)
/// let gallery = ScreenGallery(
///     title: "Contacts", scenarios: [.init(name: "Contacts in a table", screens: [first, tapped])])
/// try gallery.html.write(toFile: "contacts.html", atomically: true, encoding: .utf8)
/// ```
///
/// The page:
///
/// - The gallery's title in `<title>` and `<h1>`, then a line counting scenarios and screens.
/// - One `<section class="scenario">` per scenario, in order, with the scenario's name in an
///   `<h2>`, then one `<figure class="screen">` per screen: the screen's title in a
///   `<figcaption>` and its SVG document inline. A scenario without screens says so in a
///   `<p class="empty">` instead.
/// - `data-expected-screens` on `<body>`: how many screens the gallery holds.
/// - At the end, `<output id="gallery-check">` and a script that checks, when the page has
///   loaded, that the page shows as many screens as it expects, that every scenario has a
///   screen, and that every screen's picture has a non-zero box and draws something; it writes
///   the outcome into that element as `data-result` (`ok` or `failed`; `pending` until the
///   script has run), `data-drawn` (the screens drawn) and a sentence naming each problem, and
///   also lists any script error or `console.error` message the page raises afterwards. A
///   headless browser's DOM dump (`chromium --headless --dump-dom`) therefore tells a CI job
///   whether the page rendered.
///
/// Texts are escaped for HTML and XML (`& < > " '`), the style sheet holds no character that
/// would need escaping and the script sits in a CDATA section, so the page also parses as XML.
public struct ScreenGallery: Sendable, Equatable {
    /// One screen: a list as ``SVGRenderer`` drew it, identifiers on hover, and its title.
    public struct Screen: Sendable, Equatable {
        /// What the screen shows, shown above it.
        public let title: String
        /// The screen's SVG document.
        public let svg: String

        /// Draws `list`'s visible viewport now, with `SVGRenderer.render(list, showingIdentifiers: true)`.
        ///
        /// - Complexity: that of ``SVGRenderer/render(_:showingLayoutGuides:showingIdentifiers:)``.
        @MainActor
        public init(title: String, list: UIScrollView) {
            self.title = title
            svg = SVGRenderer.render(list, showingIdentifiers: true)
        }
    }

    /// A named group of screens, in the order they were taken.
    public struct Scenario: Sendable, Equatable {
        /// The scenario's name, the heading above its screens.
        public let name: String
        /// The scenario's screens, in order.
        public let screens: [Screen]

        /// A scenario named `name` showing `screens`.
        ///
        /// - Complexity: O(1).
        public init(name: String, screens: [Screen]) {
            self.name = name
            self.screens = screens
        }
    }

    /// The page's title.
    public var title: String
    /// The scenarios, in the order the page shows them.
    public var scenarios: [Scenario]

    /// A gallery titled `title` showing `scenarios` in order.
    ///
    /// - Complexity: O(1).
    public init(title: String, scenarios: [Scenario] = []) {
        self.title = title
        self.scenarios = scenarios
    }

    /// How many screens the scenarios hold together.
    ///
    /// - Complexity: O(*s*) for *s* scenarios.
    public var screenCount: Int { scenarios.reduce(0) { $0 + $1.screens.count } }

    /// The whole HTML document, as the type's documentation describes it.
    ///
    /// - Complexity: O(*n*) in the size of the document (the screens' SVG documents and the texts).
    public var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(Self.escaped(title))</title>
            <style>
            \(Self.styleSheet)</style>
            </head>
            <body data-expected-screens="\(screenCount)">
            <h1>\(Self.escaped(title))</h1>
            <p class="summary">\(Self.counted(scenarios.count, "scenario")), \(Self.counted(screenCount, "screen")). \
            Hover over a row, item, header or footer to see its accessibility identifier, if it has one.</p>
            <main>

            """
        for scenario in scenarios {
            page += "<section class=\"scenario\">\n<h2>\(Self.escaped(scenario.name))</h2>\n<div class=\"screens\">\n"
            if scenario.screens.isEmpty { page += "<p class=\"empty\">No screens.</p>\n" }
            for screen in scenario.screens {
                page += "<figure class=\"screen\">\n<figcaption>\(Self.escaped(screen.title))</figcaption>\n"
                page += screen.svg + "</figure>\n"
            }
            page += "</div>\n</section>\n"
        }
        page += """
            </main>
            <p><output id="gallery-check" data-result="pending">The page's check has not run \
            (scripts are off, or the script failed).</output></p>
            <script>
            //<![CDATA[
            \(Self.checkScript)//]]>
            </script>
            </body>
            </html>

            """
        return page
    }

    /// `1 screen`, `2 screens`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `text` escaped for HTML and XML alike.
    private static func escaped(_ text: String) -> String { SVGWriter.escaped(text) }

    private static let styleSheet = """
        body { font-family: Helvetica, Arial, sans-serif; margin: 24px; background: #F2F2F7; color: #1C1C1E; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        p.summary { margin: 0 0 16px; color: #636366; }
        main { display: flex; flex-wrap: wrap; gap: 0 32px; align-items: flex-start; }
        h2 { font-size: 18px; margin: 20px 0 8px; }
        .screens { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure.screen { margin: 0; padding: 8px; background: #FFFFFF; border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
        figcaption { font-size: 13px; color: #3A3A3C; max-width: 320px; margin-bottom: 6px; }
        figure.screen svg { display: block; }
        g:has(> g.identified):hover > .outline { stroke: #007AFF; stroke-width: 2; }
        #gallery-check { font-size: 12px; color: #636366; }

        """

    /// Checks the page once it has loaded and reports into `#gallery-check` (in a CDATA section
    /// behind a line comment, so the page stays well-formed XML).
    private static let checkScript = """
        "use strict";
        (function () {
          const output = document.getElementById("gallery-check");
          const problems = [];
          let drawn = 0;
          function report() {
            const ok = problems.length === 0;
            output.dataset.result = ok ? "ok" : "failed";
            output.dataset.drawn = String(drawn);
            output.textContent = ok
              ? "Page check: all " + drawn + " screens drawn, no errors."
              : "Page check failed: " + problems.join("; ") + ".";
          }
          window.addEventListener("error", function (event) {
            problems.push("script error: " + event.message);
            report();
          });
          const consoleError = console.error;
          console.error = function (...messages) {
            problems.push("console error: " + messages.join(" "));
            report();
            consoleError.apply(console, messages);
          };
          function check() {
            const expected = Number(document.body.dataset.expectedScreens);
            const screens = document.querySelectorAll("figure.screen");
            if (screens.length !== expected) {
              problems.push("the page shows " + screens.length + " screens but expects " + expected);
            }
            document.querySelectorAll("section.scenario").forEach(function (section) {
              if (section.querySelector("figure.screen") === null) {
                problems.push("scenario '" + section.querySelector("h2").textContent + "' has no screen");
              }
            });
            screens.forEach(function (screen) {
              const title = screen.querySelector("figcaption").textContent;
              const svg = screen.querySelector("svg");
              if (!(svg instanceof SVGSVGElement)) {
                problems.push("screen '" + title + "' has no SVG picture");
                return;
              }
              const box = svg.getBoundingClientRect();
              const content = svg.getBBox();
              if (box.width === 0 || box.height === 0) {
                problems.push("screen '" + title + "' has an empty box");
              } else if (content.width === 0 || content.height === 0) {
                problems.push("screen '" + title + "' draws nothing");
              } else {
                drawn += 1;
              }
            });
            report();
          }
          if (document.readyState === "complete") {
            check();
          } else {
            window.addEventListener("load", check);
          }
        })();

        """
}
