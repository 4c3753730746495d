// Core Animation structs, declared as in Apple's <QuartzCore/CATransform3D.h> and
// <QuartzCore/CAFrameRateRange.h>.
#include "CoreGraphics.h"

// https://developer.apple.com/documentation/quartzcore/catransform3d (imported with
// `init(m11:…:m44:)`: https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:))
struct CATransform3D {
  CGFloat m11, m12, m13, m14;
  CGFloat m21, m22, m23, m24;
  CGFloat m31, m32, m33, m34;
  CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;

// https://developer.apple.com/documentation/quartzcore/caframeraterange
struct CAFrameRateRange {
  float minimum;
  float maximum;
  float preferred;
};
typedef struct CAFrameRateRange CAFrameRateRange;
