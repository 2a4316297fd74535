@_exported import ListDiff
