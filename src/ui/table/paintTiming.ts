// How long a drop takes to reach the screen, as performance measures the end-to-end test reads:
// - DROP_TO_PAINT: from the drop to the frame painted after it (the task after the next animation
//   frame runs once that frame is painted). This includes waiting for the display's next frame, up to
//   16.7 ms at 60 Hz, which no page controls: on an empty page its p95 is already about 16.5 ms.
// - DROP_WORK: the same span without that wait: the drop's own work (the engine, React's render and
//   commit) plus the frame's work (animation callbacks, style, layout, paint). When it is under a frame,
//   the very next frame shows the move.
const DROP_TO_PAINT = 'brigadier:drop-to-paint';
const DROP_WORK = 'brigadier:drop-work';

export function measureToNextPaint(): void {
  if (typeof performance === 'undefined' || typeof requestAnimationFrame !== 'function') return;
  const start = performance.now();
  let settled = start;
  // Queued after React's own microtask for the drop's updates, so it runs once they are committed.
  queueMicrotask(() => (settled = performance.now()));
  requestAnimationFrame(() => {
    const frameStart = performance.now();
    setTimeout(() => {
      const end = performance.now();
      performance.measure(DROP_TO_PAINT, { start, end });
      performance.measure(DROP_WORK, { start, duration: settled - start + (end - frameStart) });
    }, 0);
  });
}
