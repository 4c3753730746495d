/// Why an engine call failed.
enum EngineFailure: Error, Equatable {
  /// The worker process ended (a trap, or killed). `culprit`: the worker was handling this
  /// session's request when it ended (other sessions of the worker only lost their state).
  case crashed(culprit: Bool)
  /// The worker did not answer within ``ServerLimits/answerTimeout`` and was killed.
  case hung(culprit: Bool)
  /// No worker could be started, or every session slot is taken.
  case unavailable(String)
}
