// protokoll's live page: the page as the server drew it, kept up to date
// with the game's events, and chances and hints asked for without
// leaving it. Without this script the page works as it is, a reload
// away from the latest entry.
(function () {
  'use strict';
  var main = document.getElementById('main');
  var pinKey = 'protokoll-pin';

  // The PIN is remembered on this phone once the server took it: a PIN
  // sent is kept aside for the page that answers, which says whether it
  // was wrong (data-pin="wrong"), not checked ("unknown"), or right; the
  // page after it is no answer, and what was kept aside is let go (a PIN
  // not checked, after too many wrong ones, was taken for right there).
  var triedKey = 'protokoll-pin-tried';
  function store(kind, key, value) {
    try {
      if (value === null) window[kind].removeItem(key); else window[kind].setItem(key, value);
    } catch (e) {}
  }
  function stored(kind, key) {
    try { return window[kind].getItem(key); } catch (e) { return null; }
  }
  function fillPIN(root) {
    var pin = stored('localStorage', pinKey);
    if (!pin) return;
    root.querySelectorAll('input[name=pin]').forEach(function (input) {
      if (!input.value) input.value = pin;
    });
  }
  document.addEventListener('submit', function (e) {
    var pin = e.target.querySelector('input[name=pin]');
    if (pin && pin.value) store('sessionStorage', triedKey, pin.value);
  });
  (function () {
    var tried = stored('sessionStorage', triedKey);
    var said = document.querySelector('[data-pin]');
    var verdict = said ? said.getAttribute('data-pin') : '';
    if (verdict === 'wrong') store('localStorage', pinKey, null);
    if (tried !== null && verdict === '') store('localStorage', pinKey, tried);
    store('sessionStorage', triedKey, null);
  })();
  fillPIN(document);

  // A part the reader is typing in is not drawn again under their hands.
  function busy(part) {
    if (part.contains(document.activeElement) && document.activeElement !== document.body) return true;
    return Array.prototype.some.call(part.querySelectorAll('input'), function (input) {
      return input.type !== 'hidden' && input.name !== 'pin' && input.value !== '' && input.value !== input.defaultValue;
    });
  }
  function draw(parts) {
    if (!parts) return;
    Object.keys(parts).forEach(function (id) {
      var part = document.getElementById(id);
      if (!part || (id !== 'live' && busy(part))) return;
      part.innerHTML = parts[id];
      fillPIN(part);
    });
  }

  // Chances and the hint: asked, and drawn in place.
  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form.hasAttribute('data-ask') || !window.fetch) return;
    e.preventDefault();
    var url = form.action + '?' + new URLSearchParams(new FormData(form)).toString();
    var asked = document.getElementById('asked');
    asked.setAttribute('aria-busy', 'true');
    fetch(url, { headers: { Accept: 'text/html' } }).then(function (r) { return r.text(); }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, 'text/html');
      var part = doc.getElementById('asked');
      if (part) asked.innerHTML = part.innerHTML;
    }).catch(function () { window.location = url; }).finally(function () {
      asked.removeAttribute('aria-busy');
    });
  });

  if (!main || !main.dataset.events || !window.EventSource) return;
  var line = main.dataset.line || '0';
  var source = null;
  var hiddenAt = 0;

  function connect() {
    if (source) source.close();
    var url = main.dataset.events + (main.dataset.events.indexOf('?') < 0 ? '?' : '&') + 'since=' + encodeURIComponent(line);
    source = new EventSource(url);
    source.onopen = function () { main.classList.remove('offline'); };
    source.onerror = function () { main.classList.add('offline'); };
    ['entry', 'reset'].forEach(function (kind) {
      source.addEventListener(kind, function (e) {
        line = e.lastEventId || line;
        main.dataset.line = line;
        main.classList.remove('offline');
        var data = JSON.parse(e.data);
        draw(data.parts);
      });
    });
  }

  // Phones drop the connections of pages in the background: connect
  // again when the page is looked at.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now();
      return;
    }
    if (!source || source.readyState === EventSource.CLOSED || Date.now() - hiddenAt > 20000) connect();
  });
  connect();
})();
