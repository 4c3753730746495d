// The Objective-C root class and protocol, declared as in Apple's <objc/NSObject.h>, reduced to
// the members CarouselKit's front ends use. Imported into Swift by the Clang importer, as on
// Apple platforms. Sources of the imported Swift signatures:
//   init()                          https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
//   isEqual(_:) -> Bool             https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
//   hash: Int                       https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
//   responds(to: Selector!) -> Bool https://gist.github.com/matt-curtis/65eb4bd7e98e6ace2d220c3067df7fc7
//   forwardingTarget(for: Selector!) -> Any?
//                                   https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
// (`_Bool` is the type of `BOOL` on arm64 Apple platforms.)

typedef unsigned long NSUInteger;

@protocol NSObject
- (_Bool)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
- (_Bool)respondsToSelector:(SEL)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (nonnull instancetype)init;
- (nullable id)forwardingTargetForSelector:(SEL)aSelector;
@end
