// jsdom without the web platform pieces Node already has: the API client's tests build real
// Response objects, and react-router needs TextEncoder as soon as it is imported.
const path = require('node:path');

skipHasRulesInTheCascade();
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom computes a style (for every role query's accessible name, every `toBeVisible`, every
 * user-event click) by matching each rule of each sheet against the element, and its ancestors
 * for inherited properties, with no index. A `:has()` rule is a query of the element's whole
 * subtree each time (nwsapi keeps no result): profiled, a fifth of a form suite's CPU. Here the
 * only such rules are MUI's CssBaseline (`color-scheme`) and NativeSelect (padding), which no
 * test can observe, so the cascade passes over them. jsdom's selector helper serves only the
 * cascade (`matches`, `closest` and `querySelector` use their own), and must be wrapped before
 * jsdom's style-rules module takes its reference, hence before jest-environment-jsdom loads.
 */
function skipHasRulesInTheCascade() {
  const environment = require.resolve('jest-environment-jsdom');
  const jsdom = path.dirname(require.resolve('jsdom/package.json', { paths: [environment] }));
  const selectors = require(path.join(jsdom, 'lib/jsdom/living/helpers/selectors.js'));
  const { matchesDontThrow } = selectors;
  // A rule without selectors (@font-face, @keyframes) reaches it too, with `undefined`.
  selectors.matchesDontThrow = (element, selector) =>
    !selector?.includes(':has(') && matchesDontThrow(element, selector);
}

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const nodeGlobals = {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      TextEncoder,
      TextDecoder,
    };
    for (const [name, value] of Object.entries(nodeGlobals)) {
      if (this.global[name] === undefined) this.global[name] = value;
    }
    this.global.Response = Response;
    this.global.Request = Request;
    this.global.Headers = Headers;
  }
}

module.exports = BrowserLikeEnvironment;
