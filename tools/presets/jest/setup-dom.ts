import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { CONTRACT_VERSION } from '@adlaunch/shared';

// CI shares two cores between many jest workers: give async queries time before calling it a failure.
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

(globalThis as unknown as { __CONTRACT_VERSION__: string }).__CONTRACT_VERSION__ = CONTRACT_VERSION;

// jsdom lacks these; Radix and the layout code use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
