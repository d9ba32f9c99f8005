// jsdom without the web platform pieces Node already has: the API client's tests build real
// Response objects, and react-router needs TextEncoder as soon as it is imported.
const { TestEnvironment } = require('jest-environment-jsdom');

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
