/**
 * /embed.js, the booking wizard's loader (issue 13): a classic script a business puts on its own
 * site with `<div data-detailing-booking></div>`. Each such div gets an iframe of the wizard from
 * the origin this script came from (`data-service="<id>"` preselects a service), sized to the
 * wizard's content by the height the wizard posts. Self-contained: no imports, no globals (the
 * IIFE), under 3 KB gzip.
 */
(() => {
  const HEIGHT_MESSAGE = 'detailing-booking:height';
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src) return;
  const wizardOrigin = new URL(script.src).origin;
  const frames: HTMLIFrameElement[] = [];

  function mount(host: HTMLElement) {
    if (host.dataset.detailingBookingMounted) return;
    host.dataset.detailingBookingMounted = 'true';
    const url = new URL('/embed/booking', wizardOrigin);
    const service = host.dataset.service;
    if (service && /^\d+$/.test(service)) url.searchParams.set('service', service);
    // The wizard sends its height only to this page's origin (an opaque origin, e.g. file://, has none).
    if (/^https?:/.test(location.origin)) url.searchParams.set('parent', location.origin);
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = 'Book Your Service';
    frame.loading = 'lazy';
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'display:block;width:100%;min-width:280px;height:640px;border:0;overflow:hidden';
    host.appendChild(frame);
    frames.push(frame);
  }

  // Only the wizard's own origin, and only from one of the frames this script made.
  window.addEventListener('message', (event) => {
    if (event.origin !== wizardOrigin) return;
    const frame = frames.find((f) => f.contentWindow === event.source);
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (!frame || !data || data.type !== HEIGHT_MESSAGE || typeof data.height !== 'number') return;
    const height = Math.round(data.height);
    if (height > 0 && height < 20_000) frame.style.height = `${height}px`;
  });

  const mountAll = () => document.querySelectorAll<HTMLElement>('[data-detailing-booking]').forEach(mount);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
