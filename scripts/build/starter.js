// The starter of a prerendered page (decision records 026, 044): a classic script, loaded with `defer`.
(function () {
  var d = document.currentScript.dataset;
  // A language chosen with ?lng= (a link in the header, a shared link) is the app's choice too, as the app itself
  // would keep it had it started on this page (src/app/lib/i18n.ts): otherwise the app, starting on a later page,
  // would go back to the one it kept before.
  var lng = /[?&]lng=(ko|es|en)(&|$)/.exec(location.search);
  if (lng) {
    try {
      localStorage.setItem(d.languageKey, lng[1]);
    } catch {
      // Storage off: the server's cookie still carries the choice.
    }
  }
  var started = false;
  var preloaded = false;
  var hydrated = false;
  var taps = [];
  var submits = [];

  function preload() {
    if (preloaded) return;
    preloaded = true;
    d.preload
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
  }

  function start() {
    if (started) return;
    started = true;
    preload();
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = d.entry;
    document.head.appendChild(script);
  }

  // What the page shows only with the app: a part marked data-app-now="" always, one marked with a storage key
  // prefix when this device keeps something under it (starred phrases, ticked steps); and a member's own header.
  function neededNow() {
    var keys = [];
    try {
      for (var i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
    } catch {
      return true;
    }
    if (keys.indexOf(d.memberKey) >= 0) return true;
    var marks = document.querySelectorAll('[data-app-now]');
    for (var m = 0; m < marks.length; m++) {
      var prefix = marks[m].getAttribute('data-app-now');
      if (!prefix) return true;
      for (var k = 0; k < keys.length; k++) if (keys[k].indexOf(prefix) === 0) return true;
    }
    return false;
  }

  // Typed or ticked before the app took over: the app renders its own state over it. Kept here, and given to the
  // app once it is there: the field is put back to what the app rendered through its own setter (React's change
  // tracking), typed again through the prototype's and announced, or ticked again with a click.
  var fields = [];
  var wanted = [];
  function keep(event) {
    var field = event.target;
    if (hydrated || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    // A chosen file cannot be given back by script: the picker is the app's to open again.
    if (field.type === 'file') return;
    var i = fields.indexOf(field);
    if (i < 0) i = fields.push(field) - 1;
    wanted[i] = field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value;
  }
  document.addEventListener('input', keep, true);
  document.addEventListener('change', keep, true);

  function handOver() {
    fields.forEach(function (field, i) {
      if (!field.isConnected) return;
      if (typeof wanted[i] === 'boolean') {
        if (field.checked !== wanted[i]) field.click();
        return;
      }
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, wanted[i]);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    taps.forEach(function (element) {
      if (element.isConnected) element.click();
    });
    submits.forEach(function (form) {
      if (form.isConnected) form.requestSubmit();
    });
  }
  // Dispatched by the app once it has taken the page over (src/app/main.tsx).
  window.addEventListener('hola:app-started', function () {
    if (hydrated) return;
    hydrated = true;
    handOver();
  });

  // A tap on what only the app can answer (a button) waits for it and happens then; a link opens its page,
  // <details> opens, a box is ticked and a field takes the focus without it.
  var CONTROL =
    'a[href], summary, select, textarea, button, input, label, ' +
    '[role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=menuitem], [role=option]';
  document.addEventListener(
    'click',
    function (event) {
      if (hydrated || !(event.target instanceof Element)) return;
      var target = event.target.closest(CONTROL);
      if (target && target.tagName === 'LABEL') target = target.control;
      if (!target || !target.closest('#root') || target.closest('a[href], summary')) return;
      if (target.tagName === 'SELECT' || target.tagName === 'TEXTAREA') return;
      if (target.tagName === 'INPUT' && !/^(submit|button|reset|image)$/.test(target.type)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (taps.indexOf(target) < 0) taps.push(target);
      start();
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (hydrated) return;
      event.preventDefault();
      if (submits.indexOf(event.target) < 0) submits.push(event.target);
      start();
    },
    true,
  );

  // The app starts as soon as the traveller reaches for the page: a touch or a click, a key, a focused field.
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true, once: true });
  });

  function afterFirstPaint(then) {
    if ((PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
      new PerformanceObserver(function () {
        setTimeout(then);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(then);
      });
    }
  }

  if (document.visibilityState === 'hidden') return start();
  if (neededNow()) {
    afterFirstPaint(start);
    setTimeout(start, 1000);
    return;
  }

  // Nobody has touched the page yet: its scripts download (and compile off the main thread) once it has loaded,
  // so a tap then finds them; the offline pack is saved without the app.
  window.addEventListener('load', function () {
    setTimeout(preload);
    if (!('serviceWorker' in navigator) || !d.pack) return;
    navigator.serviceWorker.ready.then(function () {
      if (!navigator.onLine) return;
      // The pack records its own failures (its card says so once the app runs); a chunk that did not arrive is
      // fetched again on the next page.
      import(d.pack).then(
        function (pack) {
          return pack.syncOfflinePack('auto');
        },
        function () {},
      );
    });
  });
})();
