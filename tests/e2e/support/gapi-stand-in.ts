/**
 * A stand-in for Google's gapi loader (`https://apis.google.com/js/api.js`) for the Firebase
 * sign-in e2e journeys, served to a browser context by `serveGapiStandIn`.
 *
 * Why it exists: the Firebase JS SDK's popup and redirect sign-ins talk to the Auth emulator
 * through a hidden helper iframe (`<emulator>/emulator/auth/iframe`), and both sides of that
 * iframe (the SDK's `_openIframe` in @firebase/auth, and the emulator's own iframe page) load
 * gapi from apis.google.com for the messaging between them, even against the emulator. This
 * machine and CI have no internet, so without the stand-in every Google or Facebook tap ends in
 * "The sign-in did not work". The stand-in implements only what those two pages call, on
 * postMessage, so the SDK's real code path runs against the real emulator:
 * - `gapi.load('gapi.iframes', {callback})`, the loader's `?onload=` callback and `gapi_onload`;
 * - parent side: `gapi.iframes.getContext().open({where, url, attributes}, opened)` makes the real
 *   iframe and answers a thenable of `opened(iframe)`; the iframe's `restyle`, `ping` (resolves once
 *   the emulator's page has connected), `register(name, handler)` and `send(name, data, callback)`;
 * - child side: `gapi.iframes.getContext().getParentIframe()` with `register` and `send`;
 * - `gapi.iframes.CROSS_ORIGIN_IFRAMES_FILTER` (accepts all: both ends are known here) and
 *   `gapi.iframes.Iframe` (the SDK's "already loaded" check).
 * A call whose name has no handler yet waits for `register` (the emulator's page sends its first
 * `authEvent` before the SDK has registered for it). `send`'s callback gets the list of answers,
 * as gapi's does. Errors thrown by a callback are swallowed, as gapi does (the SDK's
 * `_isIframeWebStorageSupported` throws after answering).
 *
 * The emulator's provider page also links stylesheets from unpkg.com and fonts.googleapis.com; they
 * are answered empty so the page does not wait on hosts it cannot reach.
 */
import type { BrowserContext } from 'playwright-core';

/** The loader itself: plain ES5 so it runs as the real one does, as a classic script. */
export const GAPI_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;
  var TAG = '__talaGapiStandIn';
  var nextId = 1;
  var ports = [];

  function swallow(run) {
    try { run(); } catch (error) { /* as gapi: a callback's error does not break the channel */ }
  }

  // One end of a channel to another window: handlers by name, calls waiting for a handler,
  // callbacks waiting for answers.
  function Port(targetOf) {
    this.targetOf = targetOf;
    this.handlers = {};
    this.waiting = [];
    this.callbacks = {};
    this.isReady = false;
    this.onReady = [];
  }
  Port.prototype.post = function (message) {
    message[TAG] = true;
    var target = this.targetOf();
    if (target) target.postMessage(message, '*');
  };
  Port.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var still = [];
    var self = this;
    this.waiting.forEach(function (call) {
      if (call.name === name) self.answer(call); else still.push(call);
    });
    this.waiting = still;
  };
  Port.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) this.callbacks[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Port.prototype.answer = function (call) {
    var self = this;
    var handler = this.handlers[call.name];
    if (!handler) { this.waiting.push(call); return; }
    Promise.resolve()
      .then(function () { return handler(call.data); })
      .then(function (result) { self.post({ kind: 'reply', id: call.id, data: [result] }); },
            function () { self.post({ kind: 'reply', id: call.id, data: [] }); });
  };
  Port.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.isReady = true;
      var waiting = this.onReady;
      this.onReady = [];
      waiting.forEach(function (resolve) { resolve(); });
    } else if (message.kind === 'call') {
      this.answer(message);
    } else if (message.kind === 'reply') {
      var callback = this.callbacks[message.id];
      delete this.callbacks[message.id];
      if (callback) swallow(function () { callback(message.data); });
    }
  };

  // What the SDK gets from open(): its view of the helper iframe.
  function Iframe(element, port) {
    this.element = element;
    this.port = port;
  }
  Iframe.prototype.getIframeEl = function () { return this.element; };
  Iframe.prototype.restyle = function () { return Promise.resolve(); };
  Iframe.prototype.register = function (name, handler) { this.port.register(name, handler); };
  Iframe.prototype.send = function (name, data, callback) { this.port.send(name, data, callback); };
  Iframe.prototype.ping = function (callback) {
    var port = this.port;
    return new Promise(function (resolve) {
      if (port.isReady) resolve(); else port.onReady.push(resolve);
    }).then(function () {
      if (callback) callback([]);
      return [];
    });
  };

  var parentPort = null;
  var context = {
    open: function (options, opened) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') {
          Object.keys(attributes.style).forEach(function (key) { element.style[key] = attributes.style[key]; });
        } else {
          element.setAttribute(name, attributes[name]);
        }
      });
      var port = new Port(function () { return element.contentWindow; });
      port.element = element;
      ports.push(port);
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var iframe = new Iframe(element, port);
      return Promise.resolve(opened ? opened(iframe) : iframe);
    },
    getParentIframe: function () {
      if (!parentPort) {
        parentPort = new Port(function () { return window.parent; });
        parentPort.post({ kind: 'ready' });
      }
      return {
        register: function (name, handler) { parentPort.register(name, handler); },
        send: function (name, data, callback) { parentPort.send(name, data, callback); },
      };
    },
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[TAG] !== true) return;
    if (parentPort && event.source === window.parent && window.parent !== window) {
      parentPort.receive(message);
      return;
    }
    for (var i = 0; i < ports.length; i++) {
      if (ports[i].element.contentWindow === event.source) {
        ports[i].receive(message);
        return;
      }
    }
  });

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: Iframe,
    getContext: function () { return context; },
  };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  // The loader's own callbacks: ?onload=<name> on its URL, and window.gapi_onload.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/**
 * Answers apis.google.com's loader with the stand-in and the emulator provider page's stylesheets
 * with nothing, for every page and frame of `context`.
 */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: '' }),
  );
}
