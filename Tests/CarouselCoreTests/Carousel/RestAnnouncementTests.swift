import Testing

@testable import CarouselCore

@Suite struct RestAnnouncementTests {
  @Test func nextAndPreviousAnnounceTheValueOnceAtRest() {
    var announcement = RestAnnouncement()
    #expect(announcement.announcement(isAtRest: true, value: "item 1 of 5") == nil, "no action, nothing")
    announcement.actionPerformed(spokenValue: nil)
    #expect(announcement.announcement(isAtRest: false, value: "item 2 of 5") == nil, "still moving")
    #expect(announcement.announcement(isAtRest: true, value: "item 2 of 5, Sale") == "item 2 of 5, Sale")
    #expect(announcement.announcement(isAtRest: true, value: "item 2 of 5, Sale") == nil, "once")
    #expect(!announcement.isPending)
  }

  @Test func swipingAnnouncesOnlyWhatVoiceOverDidNotAlreadySay() {
    var announcement = RestAnnouncement()
    announcement.actionPerformed(spokenValue: "item 2 of 5, Sale")
    #expect(announcement.announcement(isAtRest: true, value: "item 2 of 5, Sale") == nil, "already read")
    announcement.actionPerformed(spokenValue: "item 3 of 5")  // the next page had no view yet
    #expect(
      announcement.announcement(isAtRest: true, value: "item 3 of 5, New arrivals") == "item 3 of 5, New arrivals")
  }

  @Test func aLaterActionReplacesThePendingOne() {
    var announcement = RestAnnouncement()
    announcement.actionPerformed(spokenValue: nil)
    announcement.actionPerformed(spokenValue: "item 4 of 5")
    #expect(announcement.announcement(isAtRest: true, value: "item 4 of 5") == nil)
    announcement.actionPerformed(spokenValue: nil)
    #expect(announcement.announcement(isAtRest: true, value: nil) == nil, "no items: nothing to say")
    #expect(!announcement.isPending)
  }

  @Test func theValueIsReadOnlyWhenThereIsSomethingToAnnounce() {
    var announcement = RestAnnouncement()
    var reads = 0
    func value() -> String? {
      reads += 1
      return "item 1 of 2"
    }
    _ = announcement.announcement(isAtRest: true, value: value())
    announcement.actionPerformed(spokenValue: nil)
    _ = announcement.announcement(isAtRest: false, value: value())
    #expect(reads == 0)
    #expect(announcement.announcement(isAtRest: true, value: value()) == "item 1 of 2")
    #expect(reads == 1)
  }
}
