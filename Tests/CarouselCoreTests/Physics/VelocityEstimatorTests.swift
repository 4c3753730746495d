import Testing

@testable import CarouselCore

@Suite struct VelocityEstimatorTests {
  @Test func constantSpeedIsExact() {
    var e = VelocityEstimator()
    for i in 0...12 { e.add(position: 5 + 1500 * Double(i) / 120, at: Double(i) / 120) }
    #expect(abs(e.velocity() - 1500) < 1e-6)
  }

  @Test func quadraticFitTakesTheSlopeAtTheNewestSample() {
    var e = VelocityEstimator()
    // x = 1000 t − 2000 t²: slope at t = 0.08 is 1000 − 4000 · 0.08 = 680.
    for i in 0...8 {
      let t = Double(i) / 100
      e.add(position: 1000 * t - 2000 * t * t, at: t)
    }
    #expect(abs(e.velocity() - 680) < 1e-6)
  }

  @Test func onlyTheLast100MillisecondsCount() {
    var e = VelocityEstimator()
    // Fast for a while, then constant 100 pt/s for the last 120 ms.
    var x = 0.0
    for i in 0..<20 {
      x += 30
      e.add(position: x, at: Double(i) / 100)
    }
    for i in 20...32 {
      x += 1
      e.add(position: x, at: Double(i) / 100)
    }
    #expect(abs(e.velocity() - 100) < 1e-6)
  }

  @Test func aPauseLongerThan40MillisecondsMeansZero() {
    var e = VelocityEstimator()
    for i in 0...5 { e.add(position: Double(i) * 10, at: Double(i) / 100) }
    #expect(e.velocity(at: 0.05 + 0.039) != 0)
    #expect(e.velocity(at: 0.05 + 0.041) == 0)
    // The finger held still with repeated samples is a pause too.
    e.add(position: 50, at: 0.07)
    e.add(position: 50, at: 0.095)
    #expect(e.velocity() == 0)
  }

  @Test func sharedTimestampsAreFine() {
    var e = VelocityEstimator()
    e.add(position: 0, at: 0)
    e.add(position: 10, at: 0.01)
    e.add(position: 12, at: 0.01)
    e.add(position: 20, at: 0.02)
    e.add(position: 20, at: 0.02)
    let v = e.velocity()
    #expect(v.isFinite && v > 0)
  }

  @Test func fewSamples() {
    var e = VelocityEstimator()
    #expect(e.velocity() == 0)
    e.add(position: 3, at: 1)
    #expect(e.velocity() == 0)
    e.add(position: 3, at: 1)
    #expect(e.velocity() == 0, "one distinct timestamp")
    e.add(position: 5, at: 1.01)
    #expect(abs(e.velocity() - 200) < 1e-9, "two timestamps give a line")
  }

  @Test func ignoresNonFiniteAndOutOfOrderSamples() {
    var e = VelocityEstimator()
    e.add(position: 0, at: 0)
    e.add(position: .nan, at: 0.01)
    e.add(position: 5, at: .infinity)
    e.add(position: 10, at: 0.01)
    e.add(position: 99, at: 0.005)
    #expect(e.sampleCount == 2)
    #expect(abs(e.velocity() - 1000) < 1e-9)
  }

  @Test func keepsAtMostTwentySamples() {
    var e = VelocityEstimator()
    for i in 0..<100 { e.add(position: Double(i), at: Double(i) / 1000) }
    #expect(e.sampleCount == VelocityEstimator.capacity)
    #expect(abs(e.velocity() - 1000) < 1e-6)
  }
}
