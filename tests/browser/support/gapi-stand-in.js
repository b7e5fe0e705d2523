// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the
// browser suite only, because no Google host is reachable here. Firebase Auth's popup sign-in
// and the Auth emulator's helper iframe both talk through `gapi.iframes`; this implements the
// few calls they make (open, ping, restyle, register, send, getParentIframe) over
// window.postMessage, so the real Firebase SDK and the real emulator pages run end to end.
// See docs/decisions/0008-google-sign-in-offline.md.
(() => {
  const tag = 'gapi-stand-in';
  let nextId = 1;

  /** A two-way message channel with one other window. */
  class Channel {
    #target;
    #handlers = new Map();
    #waitingForHandler = new Map();
    #replies = new Map();

    constructor(target) {
      this.#target = target;
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (event.source !== this.#target || message?.tag !== tag) return;
        if (message.kind === 'send') this.#receive(message);
        if (message.kind === 'reply') {
          this.#replies.get(message.id)?.(message.responses);
          this.#replies.delete(message.id);
        }
      });
    }

    #receive(message) {
      const handler = this.#handlers.get(message.type);
      if (!handler) {
        // The other side may send before this side has registered: keep it until then.
        this.#waitingForHandler.set(message.type, [
          ...(this.#waitingForHandler.get(message.type) ?? []),
          message,
        ]);
        return;
      }
      const result = handler(message.data);
      const responses = result === undefined ? [] : [result];
      this.#target.postMessage({ tag, kind: 'reply', id: message.id, responses }, '*');
    }

    register(type, handler) {
      this.#handlers.set(type, handler);
      const waiting = this.#waitingForHandler.get(type) ?? [];
      this.#waitingForHandler.delete(type);
      waiting.forEach((message) => this.#receive(message));
    }

    send(type, data, callback = () => {}) {
      const id = nextId++;
      this.#replies.set(id, callback);
      this.#target.postMessage({ tag, kind: 'send', type, id, data }, '*');
    }

    restyle() {
      return Promise.resolve();
    }

    /** Resolves once the other side answers, asking again until then (it may be loading). */
    ping(callback = () => {}) {
      return new Promise((resolve) => {
        let answered = false;
        const ask = () => {
          if (answered) return;
          this.send('__ping', null, () => {
            answered = true;
            callback();
            resolve();
          });
          setTimeout(ask, 100);
        };
        ask();
      });
    }
  }

  const context = {
    open(options, onOpened) {
      const frame = document.createElement('iframe');
      Object.assign(frame.style, options.attributes?.style ?? {});
      frame.src = options.url;
      (options.where ?? document.body).appendChild(frame);
      return onOpened(new Channel(frame.contentWindow));
    },
    getParentIframe() {
      const parent = new Channel(window.parent);
      parent.register('__ping', () => ({ status: 'ACK' }));
      return parent;
    },
  };

  window.gapi = {
    load: (_name, options) => setTimeout(options?.callback ?? options, 0),
    iframes: {
      // Firebase only checks that this exists.
      Iframe: Channel,
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    },
  };

  // Google's loader calls the function named by its `onload` parameter, or `gapi_onload`.
  const src = document.currentScript?.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  (window[onload] ?? window.gapi_onload)?.();
})();
