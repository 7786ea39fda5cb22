// A server-rendered page starts its JavaScript after its first contentful paint: its HTML already
// reads without it, so the page's code does not compete with that paint for the network and the
// CPU (issue 10). The gateway writes the entry's address in data-entry.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start, 0); });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should no contentful paint be reported (a tab opened in the background), start anyway.
  setTimeout(start, 3000);
})();
