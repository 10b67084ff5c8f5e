// protokoll's live page: the page as the server drew it, kept up to date
// with the game's events, and chances and hints asked for without
// leaving it. Without this script the page works as it is, a reload
// away from the latest entry.
(function () {
  'use strict';
  var main = document.getElementById('main');
  // A part the reader is typing in is not drawn again under their hands
  // (a button tapped is not typing: the pad is drawn again for the turn
  // that is next).
  function busy(part) {
    var active = document.activeElement;
    if (part.contains(active) && active !== document.body && active.tagName !== 'BUTTON') return true;
    return Array.prototype.some.call(part.querySelectorAll('input'), function (input) {
      return input.type !== 'hidden' && input.value !== '' && input.value !== input.defaultValue;
    });
  }
  function draw(parts) {
    if (!parts) return;
    Object.keys(parts).forEach(function (id) {
      var part = document.getElementById(id);
      if (!part || (id !== 'live' && busy(part))) return;
      part.innerHTML = parts[id];
      cards(part);
    });
  }

  // The card game's round: the hand of whoever went out is hidden (the
  // server does not read it), and the rank buttons add a card to the hand
  // chosen last, the first shown until one is.
  var hand = null;
  function hands(form) {
    return Array.prototype.slice.call(form.querySelectorAll('label.hand'));
  }
  function shown(form) {
    return hands(form).filter(function (l) { return !l.hidden; }).map(function (l) { return l.querySelector('input'); });
  }
  function choose(input) {
    if (hand) hand.classList.remove('chosen');
    hand = input;
    if (hand) hand.classList.add('chosen');
  }
  function cards(root) {
    root.querySelectorAll('select[name=out]').forEach(function (out) {
      var form = out.form;
      hands(form).forEach(function (l) { l.hidden = out.value !== '' && l.getAttribute('data-player') === out.value; });
      if (!hand || !form.contains(hand) || hand.closest('label').hidden) choose(shown(form)[0] || null);
      form.querySelectorAll('.rankpad').forEach(function (pad) { pad.hidden = false; });
    });
  }
  document.addEventListener('change', function (e) {
    if (e.target.name === 'out') cards(e.target.form);
  });
  document.addEventListener('focusin', function (e) {
    if (e.target.closest && e.target.closest('label.hand')) choose(e.target);
  });
  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('.rankpad button');
    if (!button || !hand) return;
    var cardsTyped = hand.value.trim().split(/\s+/).filter(function (c) { return c !== ''; });
    if (button.hasAttribute('data-erase')) cardsTyped.pop();
    else cardsTyped.push(button.getAttribute('data-rank'));
    hand.value = cardsTyped.join(' ');
  });
  cards(document);

  // The pad: a die tapped, or taken back, the rolls, a strike asked for:
  // the turn's next state asked of the server and drawn in place, one
  // tap after another in the order tapped, the address kept for a reload.
  var padQueue = Promise.resolve();
  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form.hasAttribute('data-pad') || !window.fetch) return;
    e.preventDefault();
    var by = e.submitter;
    var tapped = by && by.name ? [by.name, by.value] : null;
    padQueue = padQueue.then(function () {
      var now = document.querySelector('form[data-pad]');
      var data = new FormData(now && now.isConnected && !form.isConnected ? now : form);
      if (tapped) data.append(tapped[0], tapped[1]);
      var url = form.getAttribute('action').split('#')[0] + '?' + new URLSearchParams(data).toString();
      var turn = document.getElementById('turn');
      turn.setAttribute('aria-busy', 'true');
      return fetch(url, { headers: { Accept: 'text/html' } }).then(function (r) { return r.text(); }).then(function (html) {
        var part = new DOMParser().parseFromString(html, 'text/html').getElementById('turn');
        if (!part) { window.location = url; return; }
        turn.innerHTML = part.innerHTML;
        history.replaceState(null, '', url + '#turn');
        var again = tapped && turn.querySelector('button[name="' + tapped[0] + '"][value="' + tapped[1] + '"]:not([disabled])');
        if (again) again.focus();
      }).catch(function () { window.location = url; }).finally(function () {
        turn.removeAttribute('aria-busy');
      });
    });
  });

  // A box tapped on the pad: the turn sent without leaving the page. Taken,
  // the answer is the game's page, whose parts are drawn in place; refused,
  // it is the page that says why, gone to (a GET, which a reload asks
  // again), or, answered to the POST itself, drawn in the page's main.
  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form.hasAttribute('data-pad-post') || !window.fetch || !window.URLSearchParams) return;
    e.preventDefault();
    var data = new URLSearchParams(new FormData(form));
    if (e.submitter && e.submitter.name) data.append(e.submitter.name, e.submitter.value);
    var turn = document.getElementById('turn');
    turn.setAttribute('aria-busy', 'true');
    Array.prototype.forEach.call(form.querySelectorAll('button'), function (b) { b.disabled = true; });
    fetch(form.getAttribute('action'), { method: 'POST', body: data, headers: { Accept: 'text/html' } }).then(function (r) {
      return r.text().then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var here = new URL(r.url).pathname === location.pathname;
        if (r.redirected && !here) { window.location = r.url; return; }
        var ids = here && r.ok ? ['turn', 'live', 'asked'] : ['main'];
        ids.forEach(function (id) {
          var part = doc.getElementById(id), mine = document.getElementById(id);
          if (part && mine) mine.innerHTML = part.innerHTML;
        });
        if (here && r.ok) history.replaceState(null, '', r.url + '#turn');
      });
    }).catch(function () { form.submit(); }).finally(function () {
      turn.removeAttribute('aria-busy');
    });
  });

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
    // The game played after this one: every phone goes on to it.
    source.addEventListener('next', function (e) {
      source.close();
      window.location.href = JSON.parse(e.data).url;
    });
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
