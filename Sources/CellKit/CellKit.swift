@_exported import Foundation
@_exported import HeadlessUIKit
@_exported import ListDiff
