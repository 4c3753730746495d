// UIKit structs, declared as in Apple's <UIKit/UIGeometry.h>.
#include "CoreGraphics.h"

// https://developer.apple.com/documentation/uikit/uiedgeinsets
// (`var top/left/bottom/right: CGFloat`: https://onestack.dev/ios-reference/UIKit/UIEdgeInsets)
struct UIEdgeInsets {
  CGFloat top, left, bottom, right;
};
typedef struct UIEdgeInsets UIEdgeInsets;

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (`typedef uint64_t
// UIAccessibilityTraits NS_TYPED_ENUM`; the Swift overlay adds the `OptionSet` conformance)
typedef unsigned long long UIAccessibilityTraits __attribute__((swift_wrapper(struct)));
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
extern const UIAccessibilityTraits UIAccessibilityTraitAdjustable
    __attribute__((swift_name("UIAccessibilityTraits.adjustable")));
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
extern const UIAccessibilityTraits UIAccessibilityTraitButton
    __attribute__((swift_name("UIAccessibilityTraits.button")));
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
extern const UIAccessibilityTraits UIAccessibilityTraitLink
    __attribute__((swift_name("UIAccessibilityTraits.link")));

// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
// (`typedef NS_ENUM(NSInteger, UIAccessibilityScrollDirection)` in <UIKit/UIAccessibility.h>:
// Right = 1, Left, Up, Down, Next, Previous; an open enum, so Swift switches need
// `@unknown default`)
typedef enum __attribute__((enum_extensibility(open))) UIAccessibilityScrollDirection : long
    UIAccessibilityScrollDirection;
enum UIAccessibilityScrollDirection : long {
  UIAccessibilityScrollDirectionRight = 1,
  UIAccessibilityScrollDirectionLeft,
  UIAccessibilityScrollDirectionUp,
  UIAccessibilityScrollDirectionDown,
  UIAccessibilityScrollDirectionNext,
  UIAccessibilityScrollDirectionPrevious,
};
