/// The timing and thresholds of the interaction (SPEC section 1).
public struct Configuration: Hashable, Sendable {
  /// Press duration before the preview lifts (UILongPressGestureRecognizer's minimumPressDuration).
  public var hold: Interval
  /// How far a finger may move while pressing without cancelling (allowableMovement).
  public var slop: Length
  /// The preview's lift animation, from hold to menu shown.
  public var lift: Interval
  /// The preview expanding into its destination.
  public var commit: Interval
  /// After a dismissal, the preview fading back into the overlay.
  public var fade: Interval
  /// Opacity of the overlay that hosts the interaction over the source view.
  public var overlay: Fraction
  /// Normalized force at which a press lifts at once (3D Touch peek).
  public var peek: Fraction
  /// Normalized force at which a lifted preview commits (3D Touch pop).
  public var pop: Fraction

  /// Creates a configuration; every value defaults to SPEC section 1.
  public init(
    hold: Interval = .milliseconds(500), slop: Length = Length(points: 10),
    lift: Interval = .milliseconds(335), commit: Interval = .milliseconds(335),
    fade: Interval = .milliseconds(300), overlay: Fraction = Fraction(millionths: 50_000),
    peek: Fraction = Fraction(millionths: 500_000), pop: Fraction = Fraction(millionths: 950_000)
  ) {
    self.hold = hold
    self.slop = slop
    self.lift = lift
    self.commit = commit
    self.fade = fade
    self.overlay = overlay
    self.peek = peek
    self.pop = pop
  }

  /// The defaults of SPEC section 1.
  public static let standard = Configuration()

  /// Whether every value lies in its range (``SceneRules/validate(_:)-(Configuration)``): durations
  /// from 0 to ``SceneRules/maximumDuration``, slop from 0 to ``Length/limit`` points, fractions in
  /// 0…1, and `peek` not above `pop`. A machine is made only with a valid configuration.
  public var isValid: Bool { (try? validate()) != nil }

  /// Throws the first rule of SPEC section 1 that the configuration breaks (``SceneRules``).
  public func validate() throws(SceneError) {
    try SceneRules.validate(self)
  }
}
