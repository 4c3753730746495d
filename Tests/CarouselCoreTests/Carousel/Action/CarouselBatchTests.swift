import Testing

@testable import CarouselCore

/// A batch described as UICollectionView takes it (deletes and move sources before the
/// batch, inserts and move destinations after it), against mappings worked out by hand.
@Suite struct CarouselBatchTests {
  /// [A B C D E]: delete B, insert X at 0 → [X A C D E]: A→1, B gone, C→2, D→3, E→4.
  @Test func aDeleteAndAnInsert() {
    var batch = CarouselBatch()
    batch.deleteItems(at: [1])
    batch.insertItems(at: [0])
    let change = batch.dataChange(oldCount: 5, animation: .default)
    #expect(change == CarouselDataChange(count: 5, mapping: [1, nil, 2, 3, 4], animation: .default))
    #expect(batch.count(after: 5) == 5)
  }

  /// [A B C D E]: move A to 4 → [B C D E A].
  @Test func aMoveToTheEnd() {
    var batch = CarouselBatch()
    batch.moveItem(at: 0, to: 4)
    #expect(batch.dataChange(oldCount: 5)?.mapping == [4, 0, 1, 2, 3])
  }

  /// [A B C D]: delete D, move A to 2, insert X at 0 → slot 2 is A, slot 0 is X, B and C
  /// fill 1 and 3 in order: [X B A C].
  @Test func aDeleteAMoveAndAnInsert() {
    var batch = CarouselBatch()
    batch.deleteItems(at: [3])
    batch.moveItem(at: 0, to: 2)
    batch.insertItems(at: [0])
    #expect(batch.dataChange(oldCount: 4)?.mapping == [2, 1, 3, nil])
    #expect(batch.dataChange(oldCount: 4)?.count == 4)
  }

  @Test func emptyOneAndEverything() {
    #expect(CarouselBatch().dataChange(oldCount: 0) == CarouselDataChange(count: 0, mapping: []))
    var insert = CarouselBatch()
    insert.insertItems(at: [0, 1])
    #expect(insert.dataChange(oldCount: 0) == CarouselDataChange(count: 2, mapping: []))
    var all = CarouselBatch()
    all.deleteItems(at: [0, 1, 2])
    #expect(all.dataChange(oldCount: 3) == CarouselDataChange(count: 0, mapping: [nil, nil, nil]))
    #expect(CarouselBatch().dataChange(oldCount: -4) == CarouselDataChange(count: 0, mapping: []))
  }

  @Test func inconsistentBatchesAreRefused() {
    func refused(_ build: (inout CarouselBatch) -> Void, oldCount: Int = 3) -> Bool {
      var batch = CarouselBatch()
      build(&batch)
      return batch.dataChange(oldCount: oldCount) == nil
    }
    #expect(refused { $0.deleteItems(at: [3]) }, "out of range")
    #expect(refused { $0.deleteItems(at: [-1]) })
    #expect(refused { $0.deleteItems(at: [1, 1]) }, "deleted twice")
    #expect(refused { $0.insertItems(at: [4]) }, "beyond the new count")
    #expect(refused { $0.insertItems(at: [0, 0]) })
    #expect(
      refused {
        $0.deleteItems(at: [0]); $0.moveItem(at: 0, to: 1)
      }, "a deleted item moved")
    #expect(
      refused {
        $0.moveItem(at: 0, to: 1); $0.moveItem(at: 2, to: 1)
      }, "two items to one place")
    #expect(
      refused {
        $0.insertItems(at: [1]); $0.moveItem(at: 0, to: 1)
      }, "a move onto an insert")
    #expect(refused { $0.deleteItems(at: [0, 1, 2, 3]) }, "more deletes than items")
    #expect(refused { $0.insertItems(at: [Int.max]) })
  }
}
