import Hummingbird

/// Sends `Cache-Control: no-store` with every response, whatever the file's extension, so that
/// a browser always loads the page and the module as they are now (a rebuilt module, an
/// edited page).
struct NoStoreMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    var response = try await next(request, context)
    response.headers[.cacheControl] = "no-store"
    return response
  }
}
