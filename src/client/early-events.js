// Inlined into every page's <head> before anything else runs (vite.config.ts, earlyEvents; the CSP
// allows it by its hash). Until the app has taken over the server's HTML, a click on a button, a
// form's submission or a key would do nothing: they are held here and replayed once the app (or
// the lazily hydrated section they happened in) is ready. Links are left to the browser.
(function () {
  var CLICKABLE =
    'button,[role="button"],[role="tab"],[role="menuitem"],[role="option"],[role="switch"],' +
    'input[type="submit"],input[type="button"],input[type="image"],input[type="reset"]';
  var EDITABLE = 'input,textarea,select,[contenteditable]';
  var SECTION = '[data-lazy-section]';
  var MAX = 50;
  var queue = [];
  var started = false;
  var ready = new WeakSet();

  function waiting(element) {
    if (!started) return true;
    var section = element.closest(SECTION);
    return section !== null && !ready.has(section);
  }

  /** Where the element sits under <html>, to find it again if hydration replaced it. */
  function pathOf(element) {
    var path = [];
    for (var node = element; node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }

  function signature(element) {
    return element.tagName + (element === document.body ? '' : element.textContent);
  }

  function find(item) {
    if (item.target.isConnected) return item.target;
    var node = document.documentElement;
    for (var i = 0; node && i < item.path.length; i++) node = node.children[item.path[i]];
    return node && signature(node) === item.signature ? node : null;
  }

  function hold(event, item) {
    if (queue.length >= MAX) return;
    if (item.type !== 'keydown' && item.type !== 'keyup') event.preventDefault();
    event.stopImmediatePropagation();
    item.path = pathOf(item.target);
    item.signature = signature(item.target);
    queue.push(item);
    // main.tsx starts the app at once rather than after the page has loaded.
    document.dispatchEvent(new Event('early-events:held'));
  }

  function onClick(event) {
    var target = event.target;
    if (!event.isTrusted || !(target instanceof Element) || target.closest('a[href]')) return;
    var element = target.closest(CLICKABLE);
    if (element && !element.disabled && waiting(element))
      hold(event, { type: 'click', target: element });
  }

  function onSubmit(event) {
    var form = event.target;
    if (event.isTrusted && form instanceof HTMLFormElement && waiting(form))
      hold(event, { type: 'submit', target: form, submitter: event.submitter });
  }

  function onKey(event) {
    var target = event.target;
    if (!event.isTrusted || !(target instanceof Element) || target.closest(EDITABLE)) return;
    if (!waiting(target)) return;
    hold(event, {
      type: event.type,
      target: target,
      init: {
        key: event.key,
        code: event.code,
        location: event.location,
        repeat: event.repeat,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
        composed: true,
      },
    });
  }

  // Text typed into a field stays in the field, but the app, which keeps the field's value in its
  // state from its first render, would not know it: it is told, as by an input event.
  function onInput(event) {
    var field = event.target;
    var text = field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement;
    if (!event.isTrusted || !text || !waiting(field) || field.type === 'checkbox') return;
    if (field.type === 'radio' || queue.length >= MAX) return;
    for (var i = 0; i < queue.length; i++) if (queue[i].target === field) return;
    queue.push({ type: 'input', target: field, path: pathOf(field), signature: field.tagName });
    document.dispatchEvent(new Event('early-events:held'));
  }

  function retype(field) {
    var value = field.value;
    if (value === '') return;
    // The app notices a change against the value it last saw: it sees '' set, then the text.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function act(item, element) {
    if (item.type === 'input') {
      retype(element);
    } else if (item.type === 'click') {
      element.click();
    } else if (item.type === 'submit') {
      var submitter = item.submitter && item.submitter.isConnected ? item.submitter : null;
      element.requestSubmit(submitter && submitter.form === element ? submitter : undefined);
    } else {
      element.dispatchEvent(new KeyboardEvent(item.type, item.init));
    }
  }

  var replaying = false;

  /**
   * Replays, in order, what is held outside sections still to hydrate, one event per task: the
   * app renders what one did (a typed value) before the next (the form's submission) runs.
   */
  function replay() {
    if (replaying) return;
    for (var i = 0; i < queue.length; i++) {
      var element = find(queue[i]);
      if (element && waiting(element)) continue;
      var item = queue.splice(i--, 1)[0];
      if (!element) continue;
      replaying = true;
      act(item, element);
      setTimeout(function () {
        replaying = false;
        replay();
      }, 0);
      return;
    }
  }

  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('keyup', onKey, true);
  window.addEventListener('input', onInput, true);

  window.__earlyEvents = {
    /** The app has hydrated the page: replays what happened outside sections still to hydrate. */
    started: function () {
      started = true;
      replay();
    },
    /** A lazily hydrated section (a [data-lazy-section] element) has hydrated. */
    hydrated: function (section) {
      ready.add(section);
      replay();
    },
    /** How many events are held; inside `section` when given. */
    held: function (section) {
      return queue.filter(function (item) {
        return !section || section.contains(item.target);
      }).length;
    },
  };
})();
