import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

extension CellLayout {
    /// Checks the frames against the kiwi README's expected solution.
    func verify(width: CGFloat, titleWidth: CGFloat = 120) {
        expect(image, CGRect(x: 16, y: 11, width: 44, height: 44), "W1 image at W=\(width)")
        expect(title, CGRect(x: 68, y: 11, width: titleWidth, height: 20), "W1 title at W=\(width), title_iw=\(titleWidth)")
        expect(subtitle, CGRect(x: 68, y: 35, width: 200, height: 18), "W1 subtitle at W=\(width)")
        expect(badge, CGRect(x: width - 46, y: 12, width: 30, height: 18), "W1 badge at W=\(width)")
    }
}

func cellBenchmarks() {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .nanosecondsPerOperation]

    // (a) build + solve; each iteration builds `count` cells (kept alive, so tearing them down
    // is not timed, as in the kiwi script).
    Benchmark("W1 cell: build+solve (×100 per iteration)", configuration: .init(metrics: metrics)) { benchmark in
        await benchmark.onMainActor { benchmark in
            let count = 100
            var cells: [CellLayout] = []
            cells.reserveCapacity(count)
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            for _ in 0..<count {
                let cell = CellLayout()
                cell.container.layoutIfNeeded()
                cells.append(cell)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerOperation, nanoseconds(since: start) / count)
            Once.run("W1a") {
                cells[0].verify(width: 375)
                report("W1 (a) frames verified at W=375")
            }
            blackHole(cells)
        }
    }

    // (b) re-solve after W 375 ↔ 320, alternating (320 first).
    Benchmark("W1 cell: re-solve W 375↔320 (×1000 per iteration)", configuration: .init(metrics: metrics)) { benchmark in
        await benchmark.onMainActor { benchmark in
            let count = 1_000
            let cell = CellLayout()
            cell.container.layoutIfNeeded()
            Once.run("W1b") {
                cell.container.frame.size.width = 320
                cell.container.layoutIfNeeded()
                cell.verify(width: 320)
                cell.container.frame.size.width = 375
                cell.container.layoutIfNeeded()
                cell.verify(width: 375)
                report("W1 (b) frames verified at W=320 and back at 375")
            }
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            for i in 0..<count {
                cell.container.frame.size.width = i & 1 == 0 ? 320 : 375
                cell.container.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerOperation, nanoseconds(since: start) / count)
            blackHole(cell)
        }
    }

    // (c) re-solve after the title's intrinsic width 120 ↔ 160, alternating (160 first).
    Benchmark("W1 cell: re-solve title width 120↔160 (×1000 per iteration)", configuration: .init(metrics: metrics)) { benchmark in
        await benchmark.onMainActor { benchmark in
            let count = 1_000
            let cell = CellLayout()
            cell.container.layoutIfNeeded()
            Once.run("W1c") {
                cell.title.contentSize.width = 160
                cell.container.layoutIfNeeded()
                cell.verify(width: 375, titleWidth: 160)
                cell.title.contentSize.width = 120
                cell.container.layoutIfNeeded()
                cell.verify(width: 375)
                report("W1 (c) frames verified at title_iw=160 and back at 120")
            }
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            for i in 0..<count {
                cell.title.contentSize.width = i & 1 == 0 ? 160 : 120
                cell.container.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerOperation, nanoseconds(since: start) / count)
            blackHole(cell)
        }
    }
}
