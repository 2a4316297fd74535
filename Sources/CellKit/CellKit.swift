@_exported import Foundation
@_exported import HeadlessList
@_exported import ListDiff
