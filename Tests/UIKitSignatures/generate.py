#!/usr/bin/env python3
"""Turns the UIKit member lists into compile-time signature checks, and measures them.

    python3 Tests/UIKitSignatures/generate.py             # regenerate Checks/*.swift (no compile)
    python3 Tests/UIKitSignatures/generate.py --measure   # compile every check, record what fails
    python3 Tests/UIKitSignatures/generate.py --measure --skip-build   # skip the final swift build

Input: Fixtures/UIKitMembers/<group>.md, one `- ` line per counted member under `## OwningType`
headings (the `## Deferred` section is not counted). Output: Checks/<group>.swift, one
`@MainActor` function per heading that is never called; each check is one statement preceded
by a comment `// check: <group> | <type> | <declaration>` naming the list line it checks.

--measure type-checks every check (except the members in out-of-scope.txt) against the built
HeadlessUIKit module with one `swiftc -typecheck` invocation per pass, maps each error or
warning back to the check whose lines it falls in, moves those members to missing.txt with their
first diagnostic, and repeats until the checks compile cleanly (normally two passes). It then
writes Checks/*.swift with the implemented members only, and verifies the out-of-scope members
are `@available(*, unavailable)` in the library. Python 3, standard library only.
"""

import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
LISTS = os.path.join(ROOT, "Fixtures", "UIKitMembers")
CHECKS = os.path.join(HERE, "Checks")
MISSING = os.path.join(HERE, "missing.txt")
OUT_OF_SCOPE = os.path.join(HERE, "out-of-scope.txt")
GROUPS = ["tables", "collections", "diffable", "configurations", "viewcontrollers", "views", "autolayout",
          "compositional"]
SEP = " | "

# Generic parameters of the lists, substituted by concrete types.
GENERIC_SUBSTITUTIONS = {
    "SectionIdentifierType": "Int",
    "ItemIdentifierType": "String",
    "Cell": "UICollectionViewCell",
    "Item": "String",
    "Supplementary": "UICollectionReusableView",
    "AnchorType": "NSLayoutXAxisAnchor",
}

# Heading type (as the table shows it) -> the Swift type the checks use.
CONCRETE_TYPES = {
    "NSDiffableDataSourceSnapshot": "NSDiffableDataSourceSnapshot<Int, String>",
    "NSDiffableDataSourceSectionSnapshot": "NSDiffableDataSourceSectionSnapshot<String>",
    "UITableViewDiffableDataSource": "UITableViewDiffableDataSource<Int, String>",
    "UICollectionViewDiffableDataSource": "UICollectionViewDiffableDataSource<Int, String>",
    "UICollectionViewDiffableDataSource.ReorderingHandlers":
        "UICollectionViewDiffableDataSource<Int, String>.ReorderingHandlers",
    "UICollectionViewDiffableDataSource.SectionSnapshotHandlers":
        "UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>",
    "NSDiffableDataSourceTransaction": "NSDiffableDataSourceTransaction<Int, String>",
    "NSLayoutAnchor": "NSLayoutAnchor<NSLayoutXAxisAnchor>",
    # UIKit declares these on NSObject (informal protocol); lists use them on views and cells.
    "Accessibility": "UIView",
}

PROTOCOLS = {
    "UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate",
    "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
    "UIContentConfiguration", "UIContentView", "UIConfigurationState",
    "NSCollectionLayoutEnvironment", "NSCollectionLayoutContainer", "NSCollectionLayoutVisibleItem",
}


def swift_owner(type_name, decl):
    """The Swift type a member of heading type `type_name` belongs to."""
    if type_name == "UIAction / UIMenu":
        return "UIAction" if "UIActionHandler" in decl else "UIMenu"
    if type_name == "UICollectionView.CellRegistration / SupplementaryRegistration":
        if "Supplementary" in decl:
            return "UICollectionView.SupplementaryRegistration<UICollectionReusableView>"
        return "UICollectionView.CellRegistration<UICollectionViewCell, String>"
    if type_name == "UIEdgeInsets / NSDirectionalEdgeInsets / CGRect":
        if "inset(by" in decl:
            return "CGRect"
        if "leading" in decl or "NSDirectionalEdgeInsets" in decl:
            return "NSDirectionalEdgeInsets"
        return "UIEdgeInsets"
    return CONCRETE_TYPES.get(type_name, type_name)


# Hand-written checks for declarations the generator cannot turn into code, keyed by the
# declaration line exactly as listed (or "<type> | <declaration>" when the same line needs
# different code under different types). Each value is a list of Swift statements.
OVERRIDES = {
    "struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell": [
        "let _ = { (h: @escaping UICollectionView.CellRegistration<UICollectionViewCell, Int>.Handler)"
        " -> UICollectionView.CellRegistration<UICollectionViewCell, Int> in .init(handler: h) }",
    ],
    "struct SupplementaryRegistration<Supplementary> where Supplementary : UICollectionReusableView": [
        "let _ = { (h: @escaping UICollectionView.SupplementaryRegistration<UICollectionReusableView>.Handler)"
        " -> UICollectionView.SupplementaryRegistration<UICollectionReusableView>"
        " in .init(elementKind: \"k\", handler: h) }",
    ],
    # Protocol members: a requirement, so callable through a generic parameter.
    "init(traitCollection: UITraitCollection)": [
        "func make<State: UIConfigurationState>(_: State.Type, _ a0: UITraitCollection) -> State"
        " { State(traitCollection: a0) }",
    ],
    "func updated(for state: UIConfigurationState) -> Self": [
        "func update<Configuration: UIContentConfiguration>(_ c: Configuration, _ a0: UIConfigurationState)"
        " -> Configuration { c.updated(for: a0) }",
        "let _ = { (p: any UIContentConfiguration, a0: UIConfigurationState) -> any UIContentConfiguration"
        " in p.updated(for: a0) }",
    ],
    "static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool": [
        "let _ = { (a0: UIContentSizeCategory, a1: UIContentSizeCategory) -> Bool in a0 < a1 }",
    ],
    # Enums with payloads: every case is built, a payload from a parameter of its type.
    "enum LayoutDimension { case actual, standard, custom(CGFloat) }": [
        "let _ = { (a0: CGFloat) -> [UICellAccessory.LayoutDimension] in [.actual, .standard, .custom(a0)] }",
    ],
    "enum AccessoryType : Hashable { case disclosureIndicator, outlineDisclosure, checkmark, delete, insert,"
    " reorder, multiselect, label, customView(UIView), detail, popUpMenu } (last two cases iOS 15.4 and iOS 16)": [
        "let _ = { (a0: UIView) -> [UICellAccessory.AccessoryType] in [.disclosureIndicator, .outlineDisclosure,"
        " .checkmark, .delete, .insert, .reorder, .multiselect, .label, .customView(a0), .detail, .popUpMenu] }",
        "let _ = { (a0: UICellAccessory.AccessoryType) -> AnyHashable in AnyHashable(a0) }",
    ],
    # Defaulted payloads: each case with every argument, then with the defaulted ones left out.
    "enum Placement { case leading(displayed: UICellAccessory.DisplayedState = .always,"
    " at: UICellAccessory.Placement.Position = { $0.count }), trailing(displayed: UICellAccessory.DisplayedState"
    " = .always, at: UICellAccessory.Placement.Position = { _ in 0 }) }": [
        "let _ = { (a0: UICellAccessory.DisplayedState, a1: @escaping UICellAccessory.Placement.Position)"
        " -> [UICellAccessory.Placement] in [.leading(displayed: a0, at: a1), .trailing(displayed: a0, at: a1),"
        " .leading(), .trailing(), .leading(displayed: a0), .trailing(at: a1)] }",
    ],
}


class Member:
    def __init__(self, group, type_name, decl, order):
        self.group, self.type, self.decl, self.order = group, type_name, decl, order

    @property
    def key(self):
        return (self.group, self.type, self.decl)


def heading_type(heading):
    """`UIColor — fixed colours` -> `UIColor`; `UITableViewCell (configuration members)` -> `UITableViewCell`."""
    name = heading.split(" — ")[0]
    name = name.split(" (")[0]
    return name.strip()


def read_lists():
    members = []
    for group in GROUPS:
        type_name = None
        with open(os.path.join(LISTS, group + ".md"), encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if line.startswith("## "):
                    if line[3:].startswith("Deferred"):
                        break
                    type_name = heading_type(line[3:])
                elif line.startswith("- ") and type_name:
                    members.append(Member(group, type_name, line[2:].strip(), len(members)))
    keys = set()
    for m in members:
        if m.key in keys:
            sys.exit("duplicate member %s" % (SEP.join(m.key),))
        if SEP in m.decl:
            sys.exit("declaration contains %r: %s" % (SEP, m.decl))
        keys.add(m.key)
    return members


def read_keyed(path):
    """missing.txt / out-of-scope.txt: `group | type | declaration | text`, `#` comments."""
    entries = {}
    if not os.path.exists(path):
        return entries
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split(SEP, 3)
            if len(parts) != 4:
                sys.exit("%s: malformed line %r" % (path, line))
            entries[tuple(parts[:3])] = parts[3]
    return entries


# ---------------------------------------------------------------- declaration parsing

TAG = re.compile(r"\s*\((iOS \d+[^)]*|deprecated[^)]*|last two[^)]*)\)\s*$")


def strip_tags(decl):
    while True:
        new = TAG.sub("", decl)
        if new == decl:
            return decl.strip()
        decl = new


def split_top(text, sep=","):
    parts, depth, cur, i = [], 0, "", 0
    while i < len(text):
        c = text[i]
        if c in "([<":
            depth += 1
        elif c in ")]" or (c == ">" and not (i > 0 and text[i - 1] == "-")):
            depth -= 1
        if c == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def balanced(text, start):
    """Index just past the bracket group opening at text[start]."""
    pairs = {"(": ")", "<": ">", "[": "]"}
    opener, closer, depth = text[start], pairs[text[start]], 0
    for i in range(start, len(text)):
        c = text[i]
        if c == opener:
            depth += 1
        elif c == closer and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
    raise ValueError("unbalanced " + text)


def subst(t):
    for name, concrete in GENERIC_SUBSTITUTIONS.items():
        t = re.sub(r"(?<![\w.])%s\b" % name, concrete, t)
    return t


def value_type(t):
    """A stored type as a value: `UIView!` -> `UIView?`."""
    t = t.strip()
    return t[:-1] + "?" if t.endswith("!") else t


class Param:
    def __init__(self, text):
        colon = split_top(text, ":")
        names = colon[0].split()
        rest = ":".join(colon[1:])
        eq = split_top(rest, "=")
        self.type = subst(eq[0].strip())
        self.has_default = len(eq) > 1
        self.label = names[0]

    def arg(self, value):
        return value if self.label == "_" else "%s: %s" % (self.label, value)


def parse_params(text):
    return [Param(p) for p in split_top(text)]


MODIFIERS = ("@NSCopying", "@discardableResult", "weak", "optional", "mutating", "convenience",
             "class", "static", "override")


class Decl:
    def __init__(self, raw):
        text = strip_tags(raw)
        self.mods = set()
        while True:
            word = text.split(" ", 1)[0]
            if word in MODIFIERS and " " in text:
                self.mods.add(word)
                text = text.split(" ", 1)[1].lstrip()
            else:
                break
        self.text = text
        self.is_static = "static" in self.mods or "class" in self.mods


class Unsupported(Exception):
    pass


def closure(params, effects, ret, body):
    sig = ", ".join("%s: %s" % p for p in params)
    eff = "".join(" " + e for e in effects)
    r = " -> %s" % ret if ret else ""
    return "let _ = { (%s)%s%s in %s }" % (sig, eff, r, "; ".join(body))


def call_variants(params, make_call):
    """The call with every argument, then (when some have defaults) without the defaulted ones."""
    args = ["a%d" % i for i in range(len(params))]
    full = make_call(", ".join(p.arg(a) for p, a in zip(params, args)))
    calls = [full]
    if any(p.has_default for p in params):
        calls.append(make_call(", ".join(p.arg(a) for p, a in zip(params, args) if not p.has_default)))
    return calls


def check_func(owner, is_protocol, d, text):
    m = re.match(r"func\s+([A-Za-z_`][\w`]*)\s*", text)
    if not m:
        raise Unsupported("function name")
    name = m.group(1)
    i = m.end()
    if text[i] == "<":
        i = balanced(text, i)
    if text[i] != "(":
        raise Unsupported("parameters")
    end = balanced(text, i)
    params = parse_params(text[i + 1:end - 1])
    rest = text[end:].strip()
    rest = re.split(r"\swhere\s", " " + rest)[0].strip() if " where " in " " + rest else rest
    effects = []
    for e in ("async", "throws", "rethrows"):
        if re.search(r"(^|\s)%s(\s|$)" % e, rest.split("->")[0]):
            effects.append("throws" if e == "rethrows" else e)
    ret = subst(rest.split("->", 1)[1].strip()) if "->" in rest else None
    prefix = ("try " if "throws" in effects else "") + ("await " if "async" in effects else "")
    if d.is_static:
        fn = "(%s)%s -> %s" % (", ".join(p.type for p in params), "".join(" " + e for e in effects), ret or "Void")
        labels = "".join((p.label if p.label != "_" else "_") + ":" for p in params)
        ref = "%s.%s(%s)" % (owner, name, labels) if params else "%s.%s" % (owner, name)
        return ["let _: %s = %s" % (fn, ref)]
    self_param = ("p", ("inout " if "mutating" in d.mods else "") + ("any " + owner if is_protocol else owner))
    if "mutating" in d.mods and is_protocol:
        self_param = ("p", "inout any " + owner)
    cparams = [self_param] + [("a%d" % i, p.type) for i, p in enumerate(params)]
    calls = call_variants(params, lambda args: "%sp.%s(%s)" % (prefix, name, args))
    body = []
    if ret and ret != "Void" and ret != "()":
        optional = ret.endswith("?")
        for c in calls:
            if optional:
                body.append("_ = (%s)!" % c)
            if "@discardableResult" in d.mods:
                body.append(c)
        body.append("return " + calls[0])
        for c in calls[1:]:
            body.append("let _: %s = %s" % (ret, c))
        return [closure(cparams, effects, ret, body)]
    return [closure(cparams, effects, "Void", calls)]


def check_init(owner, d, text):
    m = re.match(r"init(\??)\s*\(", text)
    if not m:
        raise Unsupported("initializer")
    failable = m.group(1) == "?"
    start = m.end() - 1
    end = balanced(text, start)
    params = parse_params(text[start + 1:end - 1])
    bang = "!" if failable else ""
    calls = call_variants(params, lambda args: "%s(%s)%s" % (owner, args, bang))
    body = ["_ = " + c for c in calls[1:]] + ["return " + calls[0]]
    return [closure([("a%d" % i, p.type) for i, p in enumerate(params)], [], owner, body)]


def check_property(owner, is_protocol, d, text):
    m = re.match(r"(var|let)\s+([\w`]+)\s*:\s*(.+?)\s*(\{\s*get(\s+set)?\s*\})?$", text)
    if not m:
        raise Unsupported("property")
    name, vtype, settable = m.group(2), subst(m.group(3)), bool(m.group(5))
    vt = value_type(vtype)
    if d.is_static:
        return ["let _: %s = %s.%s" % (vt, owner, name)]
    root = "any " + owner if is_protocol else owner
    checks = ["let _: KeyPath<%s, %s> = \\.%s" % (root, vt, name)]
    if settable:
        checks.append(closure([("p", "inout " + root), ("v", vt)], [], None, ["p.%s = v" % name]))
    return checks


def nested(owner, name):
    """A nested type's Swift spelling: UIKit's top-level `UI…`/`NS…` types stay top-level."""
    if re.match(r"(UI|NS)[A-Z]", name):
        return name
    return owner + "." + name


def check_enum(owner, text):
    m = re.match(r"enum\s+(\w+)\s*(:\s*([\w, ]+))?\s*\{\s*case\s+(.+?)\s*\}$", text)
    if not m:
        raise Unsupported("enum")
    enum = nested(owner, m.group(1))
    cases = [c.strip() for c in m.group(4).split(",")]
    checks = ["let _: [%s] = [%s]" % (enum, ", ".join("." + c for c in cases))]
    raw = (m.group(3) or "").split(",")[0].strip()
    if raw in ("Int", "UInt", "String"):
        checks.append("let _: %s = %s.%s.rawValue" % (raw, enum, cases[0]))
    return checks


def check_typealias(owner, text):
    m = re.match(r"typealias\s+(\w+)\s*=\s*(.+)$", text)
    if not m:
        raise Unsupported("typealias")
    alias, target = nested(owner, m.group(1)), subst(m.group(2))
    return [
        "let _ = { (h: @escaping %s) -> %s in h }" % (alias, target),
        "let _ = { (h: @escaping %s) -> %s in h }" % (target, alias),
    ]


def check_subscript(owner, is_protocol, text):
    m = re.match(r"subscript\s*\((.*)\)\s*->\s*(.+?)\s*\{\s*get(\s+set)?\s*\}$", text)
    if not m:
        raise Unsupported("subscript")
    params = split_top(m.group(1))
    types = []
    for p in params:
        names, ptype = p.split(":", 1)
        if len(names.split()) != 1:
            raise Unsupported("labelled subscript")
        types.append(subst(ptype.strip()))
    vt = value_type(subst(m.group(2)))
    root = "any " + owner if is_protocol else owner
    idx = ", ".join("a%d" % i for i in range(len(types)))
    cparams = [("p", "inout " + root)] + [("a%d" % i, t) for i, t in enumerate(types)] + [("v", vt)]
    body = (["p[%s] = v" % idx] if m.group(3) else []) + ["return p[%s]" % idx]
    return [closure(cparams, [], vt, body)]


def checks_for(member):
    try:
        return _checks_for(member)
    except (Unsupported, ValueError, IndexError) as error:
        sys.exit("cannot generate a check for %s (%s): add it to OVERRIDES" % (SEP.join(member.key), error))


def _checks_for(member):
    for key in ("%s%s%s" % (member.type, SEP, member.decl), member.decl):
        if key in OVERRIDES:
            return OVERRIDES[key]
    owner = swift_owner(member.type, member.decl)
    is_protocol = owner in PROTOCOLS
    d = Decl(member.decl)
    text = subst(d.text) if d.text.startswith(("typealias", "enum")) else d.text
    # `Self` is not a type outside its class: a `class func … -> Self` factory (`NSCollectionLayoutGroup
    # .horizontal`) is checked as returning the owner, which is what calling it on the owner gives.
    text = re.sub(r"->\s*Self\b", "-> " + owner, text)
    if text.startswith("func "):
        return check_func(owner, is_protocol, d, text)
    if text.startswith("init"):
        return check_init(owner, d, text)
    if text.startswith(("var ", "let ")):
        return check_property(owner, is_protocol, d, text)
    if text.startswith("enum "):
        return check_enum(owner, text)
    if text.startswith("typealias "):
        return check_typealias(owner, text)
    if text.startswith("subscript"):
        return check_subscript(owner, is_protocol, text)
    raise Unsupported("unknown declaration kind")


# ---------------------------------------------------------------- writing

HEADER = """\
// Generated by Tests/UIKitSignatures/generate.py from Fixtures/UIKitMembers/{group}.md: do not edit.
// Each statement compiles only if HeadlessUIKit has the UIKit member named in the comment above it,
// with UIKit's signature. The functions are never called. Members that do not compile are listed in
// missing.txt; re-measure with `python3 Tests/UIKitSignatures/generate.py --measure`.

import Foundation
import HeadlessUIKit
"""


def function_name(group, index, type_name):
    return "check_%s_%02d_%s" % (group, index, re.sub(r"\W+", "_", type_name).strip("_"))


def render_group(group, members):
    """The Swift file for `members` (all of one group) and, per member key, its line range."""
    lines = HEADER.format(group=group).split("\n")
    ranges = {}
    current, index = None, 0
    for m in members:
        if m.type != current:
            if current is not None:
                lines.append("}")
            index += 1
            current = m.type
            lines += ["", "// Deprecated so that checks of members UIKit deprecates compile without warnings.",
                      "@available(*, deprecated, message: \"compile-time checks, never called\")",
                      "@MainActor func %s() {" % function_name(group, index, m.type)]
        lines.append("    // check: %s" % SEP.join(m.key))
        first = len(lines) + 1
        for statement in checks_for(m):
            lines.append("    " + statement)
        ranges[m.key] = (first, len(lines))
    if current is not None:
        lines.append("}")
    return "\n".join(lines).rstrip("\n") + "\n", ranges


def write_checks(directory, members):
    os.makedirs(directory, exist_ok=True)
    all_ranges = {}
    for group in GROUPS:
        text, ranges = render_group(group, [m for m in members if m.group == group])
        path = os.path.join(directory, group + ".swift")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        all_ranges[os.path.realpath(path)] = ranges
    return all_ranges


def write_missing(members, missing):
    order = {m.key: m.order for m in members}
    with open(MISSING, "w", encoding="utf-8") as f:
        f.write("# Generated by generate.py --measure: the listed UIKit members whose signature check does not\n"
                "# compile against HeadlessUIKit. group | type | declaration | first compiler diagnostic\n")
        for key in sorted(missing, key=lambda k: order[k]):
            f.write(SEP.join(key) + SEP + missing[key] + "\n")


# ---------------------------------------------------------------- measuring

DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$")


def modules_directory():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
    return os.path.join(out.stdout.strip(), "Modules")


def typecheck(paths, modules):
    cmd = ["swiftc", "-typecheck", "-wmo", "-continue-building-after-errors", "-swift-version", "6", "-diagnostic-style", "llvm",
           "-module-name", "UIKitSignatureProbe", "-I", modules] + paths
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    diags = []
    for line in (out.stdout + out.stderr).splitlines():
        m = DIAGNOSTIC.match(line)
        if m:
            diags.append((os.path.realpath(m.group(1)), int(m.group(2)), m.group(4), m.group(5)))
    return out.returncode, diags


def locate(diags, ranges):
    """Per member key, its first diagnostic; and the diagnostics that hit no check."""
    hits, strays = {}, []
    for path, line, kind, message in diags:
        key = None
        for k, (first, last) in ranges.get(path, {}).items():
            if first <= line <= last:
                key = k
                break
        if key is None:
            if path in ranges or kind == "error":
                strays.append("%s:%d: %s: %s" % (path, line, kind, message))
            continue
        text = "%s: %s" % (kind, re.sub(r"\s*\[#[\w-]+\]$", "", message))
        if key not in hits or (hits[key].startswith("warning") and kind == "error"):
            hits[key] = text
    return hits, strays


def measure(skip_build):
    started = time.time()
    members = read_lists()
    out_of_scope = read_keyed(OUT_OF_SCOPE)
    known = {m.key for m in members}
    for key in out_of_scope:
        if key not in known:
            sys.exit("out-of-scope.txt names a member that is not in the lists: %s" % SEP.join(key))
    print("building HeadlessUIKit ...", flush=True)
    build = subprocess.run(["swift", "build", "--target", "HeadlessUIKit"], cwd=ROOT, capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit("swift build --target HeadlessUIKit failed:\n" + build.stdout + build.stderr)
    modules = modules_directory()
    candidates = [m for m in members if m.key not in out_of_scope]
    scoped_out = [m for m in members if m.key in out_of_scope]
    missing = {}
    unavailable_report = []
    with tempfile.TemporaryDirectory() as tmp:
        if scoped_out:
            # The out-of-scope members: each check must fail because the member is unavailable.
            ranges = write_checks(os.path.join(tmp, "outofscope"), scoped_out)
            _, diags = typecheck(sorted(ranges), modules)
            hits, _ = locate(diags, ranges)
            for m in scoped_out:
                hit = hits.get(m.key)
                if hit is None:
                    unavailable_report.append("compiles, should be unavailable: " + SEP.join(m.key))
                elif "unavailable" not in hit:
                    unavailable_report.append("not marked unavailable (%s): %s" % (hit, SEP.join(m.key)))
        passes = 0
        while True:
            passes += 1
            remaining = [m for m in candidates if m.key not in missing]
            ranges = write_checks(os.path.join(tmp, "checks"), remaining)
            status, diags = typecheck(sorted(ranges), modules)
            hits, strays = locate(diags, ranges)
            if strays:
                sys.exit("diagnostics outside any check:\n" + "\n".join(strays[:20]))
            print("pass %d: %d checks, %d failed" % (passes, len(remaining), len(hits)), flush=True)
            if not hits:
                if status != 0:
                    sys.exit("swiftc failed without diagnostics that map to checks")
                break
            missing.update(hits)
            if passes >= 8:
                sys.exit("no clean compile after 8 passes")
    implemented = [m for m in candidates if m.key not in missing]
    write_checks(CHECKS, implemented)
    write_missing(members, missing)
    for line in unavailable_report or []:
        print("out of scope: " + line)
    print("members %d, implemented %d, out of scope %d, missing %d" % (
        len(members), len(implemented), len(scoped_out), len(missing)))
    for group in GROUPS:
        total = sum(1 for m in members if m.group == group)
        done = sum(1 for m in implemented if m.group == group)
        print("  %-16s %3d / %3d  (%.1f%%)" % (group, done, total, 100.0 * done / total))
    print("measured in %.1fs" % (time.time() - started), flush=True)
    if not skip_build:
        print("verifying with swift build --build-tests ...", flush=True)
        check = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
        lines = [l for l in (check.stdout + check.stderr).splitlines() if "error:" in l or "warning:" in l]
        if check.returncode != 0 or any("UIKitSignatures" in l for l in lines):
            sys.exit("the generated checks do not build cleanly:\n" + "\n".join(lines[:30]))
        print("done in %.1fs" % (time.time() - started))


def generate():
    members = read_lists()
    excluded = set(read_keyed(MISSING)) | set(read_keyed(OUT_OF_SCOPE))
    write_checks(CHECKS, [m for m in members if m.key not in excluded])


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--measure" in args:
        measure(skip_build="--skip-build" in args)
    else:
        generate()
