// The future flags of react-router.config.ts, for the types: with middleware on, loaders, actions and middleware
// get a RouterContextProvider as `context` (decision 031).
import "react-router";

declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}
