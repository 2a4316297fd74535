import CellKit

@main
struct CellKitDemo {
    @MainActor
    static func main() {
        print(ContactsDemo.run(), terminator: "")
    }
}
