import CellKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct CellKitDemo {
    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments {
        case []:
            print(ContactsDemo.run(), terminator: "")
        case ["configurations"]:
            print(ConfigurationsDemo.run(), terminator: "")
        default:
            FileHandle.standardError.write(
                Data("usage: cellkit-demo [configurations]\n  (no argument: the contacts screen)\n".utf8))
            exit(2)
        }
    }
}
