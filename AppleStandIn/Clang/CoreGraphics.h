// Core Graphics geometry, declared as in Apple's <CoreGraphics/CGGeometry.h> (C structs of
// `CGFloat`, which the Clang importer maps to the Swift `CGFloat` of the CoreGraphics overlay).
// https://developer.apple.com/documentation/corefoundation/cgpoint
// https://developer.apple.com/documentation/corefoundation/cgsize
// https://developer.apple.com/documentation/corefoundation/cgrect

typedef double CGFloat;

struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CGPoint CGPoint;

struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CGSize CGSize;

struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// (imported with `init(a:b:c:d:tx:ty:)`:
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:))
struct CGAffineTransform {
  CGFloat a, b, c, d;
  CGFloat tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;

// https://developer.apple.com/documentation/corefoundation/cgvector (`struct CGVector`: `dx`, `dy`)
struct CGVector {
  CGFloat dx;
  CGFloat dy;
};
typedef struct CGVector CGVector;
