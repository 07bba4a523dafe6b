// Starts the scripts of a page the server drew once the page has loaded and its first paint is on screen:
// the shopper sees the whole first screen before the scripts take the line and the processor, and the page
// works as plain links meanwhile. Served by the dealer server in place of the site's module script
// (server/sites.ts).
(() => {
  const { entry, modules, imports } = document.currentScript.dataset;
  const waiting = JSON.parse(modules || '[]');
  // The files the entry imports (React's) are evaluated first, each in a task of its own, then the entry:
  // evaluated in one go, they made one task too long for a phone to answer a tap meanwhile.
  const toEvaluate = [...JSON.parse(imports || '[]'), entry];
  let started = false;
  // The entry and the page's modules are named to the browser first, one in each task: they load side by
  // side, and the site's own module loader then finds them named rather than naming them all in one long task
  // (each request the page starts costs its main thread a few milliseconds). A message, unlike a timer, is not
  // held back once tasks nest.
  const nextTask = new MessageChannel();
  const nameModules = () => {
    const href = waiting.shift();
    if (href === undefined) return evaluateNext();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    nextTask.port2.postMessage(null);
  };
  nextTask.port1.onmessage = nameModules;
  const evaluateNext = () => {
    const href = toEvaluate.shift();
    if (href === entry) return void import(entry);
    // A file that fails to load fails the entry's import too, which reports it.
    const next = () => setTimeout(evaluateNext);
    import(href).then(next, next);
  };
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(nameModules);
  };
  // A page with nothing on screen yet waits for its first paint; a hidden tab, which never paints, does not,
  // and no page waits longer than PAINT_WAIT_MS for a paint that does not come. Headless Chromium (Lighthouse's)
  // held a loaded page's first frame for 1-2 s at times: scripts started at 1 s took the line and the processor
  // before the shopper could see anything, which is what the wait is for.
  const PAINT_WAIT_MS = 3000;
  const afterPaint = () => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted() || document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return start();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, PAINT_WAIT_MS);
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
