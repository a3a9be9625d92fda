import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * Vitest's jsdom environment with Node's own AbortController, AbortSignal, Blob, File and FormData,
 * as MSW's jest-fixed-jsdom has. Node 22 and later build a fetch Request (as MSW does for every
 * request it answers, and the router for every navigation) only from Node's own signals and
 * bodies: jsdom's are refused, or sent as "[object FormData]". FormData still takes a form's
 * fields, read by jsdom's, as a browser's does.
 */
const jsdom = builtinEnvironments.jsdom;

const NODE_GLOBALS = ['AbortController', 'AbortSignal', 'Blob', 'File'] as const;

export default {
  name: 'jsdom',
  transformMode: jsdom.transformMode,
  async setup(global: typeof globalThis, options) {
    const NodeFormData = global.FormData;
    const nodeGlobals = Object.fromEntries(NODE_GLOBALS.map((name) => [name, global[name]]));
    const environment = await jsdom.setup(global, options);
    const JsdomFormData = global.FormData;
    class FormData extends NodeFormData {
      constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
        super();
        if (form)
          for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    }
    for (const [name, value] of Object.entries({ ...nodeGlobals, FormData })) {
      Object.defineProperty(global, name, { value, configurable: true, writable: true });
    }
    return environment;
  },
} satisfies Environment;
