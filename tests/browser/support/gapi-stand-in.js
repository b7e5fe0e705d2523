// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the
// browser suite only, because no Google host is reachable here. Firebase Auth's popup sign-in
// and the Auth emulator's helper iframe both talk through `gapi.iframes`; this implements the
// few calls they make (open, ping, restyle, register, send, getParentIframe) over
// window.postMessage, so the real Firebase SDK and the real emulator pages run end to end.
// See docs/decisions/0008-google-sign-in-offline.md.
(function () {
  var TAG = 'gapi-stand-in';
  var nextId = 1;

  /** A two-way message channel with one other window. */
  function Channel(target) {
    var handlers = {};
    var waitingForHandler = {};
    var replies = {};

    function answer(message) {
      var result = handlers[message.type](message.data);
      target.postMessage(
        { tag: TAG, kind: 'reply', id: message.id, responses: result === undefined ? [] : [result] },
        '*',
      );
    }

    window.addEventListener('message', function (event) {
      var message = event.data;
      if (event.source !== target || !message || message.tag !== TAG) return;
      if (message.kind === 'send') {
        if (handlers[message.type]) answer(message);
        else (waitingForHandler[message.type] = waitingForHandler[message.type] || []).push(message);
      } else if (message.kind === 'reply' && replies[message.id]) {
        replies[message.id](message.responses);
        delete replies[message.id];
      }
    });

    this.register = function (type, handler) {
      handlers[type] = handler;
      (waitingForHandler[type] || []).forEach(answer);
      delete waitingForHandler[type];
    };
    this.send = function (type, data, callback) {
      var id = nextId++;
      replies[id] = callback || function () {};
      target.postMessage({ tag: TAG, kind: 'send', type: type, id: id, data: data }, '*');
      return id;
    };
    this.restyle = function () {
      return Promise.resolve();
    };
    /** Resolves once the other side answers; asks again until then (it may still be loading). */
    this.ping = function (callback) {
      var self = this;
      return new Promise(function (resolve) {
        var done = false;
        function ask() {
          if (done) return;
          self.send('__ping', null, function () {
            done = true;
            if (callback) callback();
            resolve();
          });
          setTimeout(ask, 100);
        }
        ask();
      });
    };
  }

  var context = {
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      Object.keys((options.attributes && options.attributes.style) || {}).forEach(function (key) {
        frame.style[key] = options.attributes.style[key];
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return onOpened(new Channel(frame.contentWindow));
    },
    getParentIframe: function () {
      var parent = new Channel(window.parent);
      parent.register('__ping', function () {
        return { status: 'ACK' };
      });
      return parent;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(options && (options.callback || options), 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  // Google's loader calls the function named by its `onload` parameter, or `gapi_onload`.
  var src = document.currentScript && document.currentScript.src;
  var onload = src && new URL(src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
