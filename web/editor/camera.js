// camera.js — the editor's camera: drag to turn around the effect, right-drag (or shift-drag) to pan, wheel
// or pinch to zoom, double-click or F to frame the effect, R to go back to the example's view. Moves ease
// toward where they are sent, and the eye stays above the floor. Matrices are column-major, as plume.render
// takes them.

export function perspective(fovy, aspect, near, far) {
  const f = 1 / Math.tan(fovy / 2);
  return new Float32Array([f / aspect, 0, 0, 0, 0, f, 0, 0, 0, 0, (far + near) / (near - far), -1, 0, 0, (2 * far * near) / (near - far), 0]);
}

/** A view matrix looking at `target` from yaw/pitch (radians) at `distance`. */
export function orbitView(yaw, pitch, distance, target = [0, 1, 0]) {
  const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
  const eye = [target[0] + distance * cp * sy, target[1] + distance * sp, target[2] + distance * cp * cy];
  const z = [eye[0] - target[0], eye[1] - target[1], eye[2] - target[2]].map((v) => v / distance); // back
  const x = [cy, 0, -sy]; // right
  const y = [z[1] * x[2] - z[2] * x[1], z[2] * x[0] - z[0] * x[2], z[0] * x[1] - z[1] * x[0]];
  const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return new Float32Array([x[0], y[0], z[0], 0, x[1], y[1], z[1], 0, x[2], y[2], z[2], 0, -dot(x, eye), -dot(y, eye), -dot(z, eye), 1]);
}

const FOV = Math.PI / 3;
const HOME = { yaw: 0.5, pitch: 0.25, distance: 9, target: [0, 1, 0] };
const MIN_DISTANCE = 0.5, MAX_DISTANCE = 200;
const EYE_ABOVE_FLOOR = 0.15; // the floor grid is at y = 0: the eye never goes under it

/**
 * The camera of `element`. `boundsOf()` (optional) gives the box to frame ({ min, max } or null when nothing
 * shows). Returns { view(), projection(aspect), frame(box?), reset(), look(view, { instant }), state() }; view() moves the camera a step
 * toward its goal, so call it once a frame.
 */
export function orbitCamera(element, { boundsOf = () => null } = {}) {
  const goal = { ...HOME, target: [...HOME.target] };
  const now = { ...HOME, target: [...HOME.target] };
  let last = performance.now();
  let drag = null;
  const pointers = new Map(); // touches, for pinching

  // pitch limited so the eye stays above the floor (and short of straight up or down)
  const settle = () => {
    goal.distance = Math.min(MAX_DISTANCE, Math.max(MIN_DISTANCE, goal.distance));
    const lowest = Math.asin(Math.max(-1, Math.min(1, (EYE_ABOVE_FLOOR - goal.target[1]) / goal.distance)));
    goal.pitch = Math.min(1.45, Math.max(Math.max(-1.45, lowest), goal.pitch));
  };
  const pan = (dx, dy) => { // along the camera's right and up, in units that follow the pointer at the target
    const scale = (2 * goal.distance * Math.tan(FOV / 2)) / Math.max(element.clientHeight, 1);
    const cy = Math.cos(goal.yaw), sy = Math.sin(goal.yaw), cp = Math.cos(goal.pitch), sp = Math.sin(goal.pitch);
    const right = [cy, 0, -sy], up = [-sp * sy, cp, -sp * cy];
    for (let i = 0; i < 3; i++) goal.target[i] += (-dx * right[i] + dy * up[i]) * scale;
    goal.target[1] = Math.max(0, goal.target[1]);
  };
  const frame = (box = boundsOf()) => {
    if (!box || !box.min.every(Number.isFinite) || !box.max.every(Number.isFinite)) return false;
    const centre = box.min.map((v, i) => (v + box.max[i]) / 2);
    const radius = Math.max(0.5, Math.hypot(...box.max.map((v, i) => v - box.min[i])) / 2);
    goal.target = centre;
    // the narrower of the two fields of view must hold the box's sphere
    const aspect = element.clientWidth / Math.max(element.clientHeight, 1) || 1;
    const narrowest = Math.min(FOV, 2 * Math.atan(Math.tan(FOV / 2) * aspect));
    goal.distance = (radius / Math.sin(narrowest / 2)) * 1.1;
    settle();
    return true;
  };
  let home = { ...HOME, target: [...HOME.target] }; // where R goes: the open example's view
  const reset = () => Object.assign(goal, { ...home, target: [...home.target] });
  // sends the camera to `view` (any of yaw, pitch, distance, target; the rest as at home), at once when `instant`;
  // `asHome`: R comes back here
  const look = (to, { instant = false, asHome = false } = {}) => {
    Object.assign(goal, { ...HOME, ...to, target: [...(to.target ?? HOME.target)] });
    settle();
    if (instant) Object.assign(now, { ...goal, target: [...goal.target] });
    if (asHome) home = { ...goal, target: [...goal.target] };
  };

  element.addEventListener('contextmenu', (event) => event.preventDefault());
  element.addEventListener('pointerdown', (event) => {
    pointers.set(event.pointerId, [event.clientX, event.clientY]);
    drag = { x: event.clientX, y: event.clientY, pan: event.button === 2 || event.shiftKey };
    element.setPointerCapture?.(event.pointerId);
  });
  element.addEventListener('pointermove', (event) => {
    if (pointers.size === 2 && pointers.has(event.pointerId)) { // a pinch zooms
      const before = [...pointers.values()];
      pointers.set(event.pointerId, [event.clientX, event.clientY]);
      const after = [...pointers.values()];
      const gap = (p) => Math.hypot(p[0][0] - p[1][0], p[0][1] - p[1][1]);
      goal.distance *= gap(before) / Math.max(gap(after), 1);
      settle();
      return;
    }
    if (!drag) return;
    const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (drag.pan) pan(dx, dy);
    else {
      goal.yaw -= dx * 0.01;
      goal.pitch += dy * 0.01;
    }
    settle();
    drag.x = event.clientX;
    drag.y = event.clientY;
  });
  const release = (event) => { pointers.delete(event.pointerId); drag = null; };
  element.addEventListener('pointerup', release);
  element.addEventListener('pointercancel', release);
  element.addEventListener('wheel', (event) => {
    event.preventDefault();
    goal.distance *= Math.exp(event.deltaY * 0.001);
    settle();
  }, { passive: false });
  element.addEventListener('dblclick', () => frame());
  window.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return; // Ctrl+F finds, Ctrl+R reloads: the browser's
    if (event.key === 'f' || event.key === 'F') frame();
    else if (event.key === 'r' || event.key === 'R') reset();
  });

  return {
    view() {
      const time = performance.now();
      const ease = 1 - Math.exp(-Math.min(time - last, 100) / 60); // about 60 ms to close most of a gap
      last = time;
      for (const key of ['yaw', 'pitch', 'distance']) now[key] += (goal[key] - now[key]) * ease;
      for (let i = 0; i < 3; i++) now.target[i] += (goal.target[i] - now.target[i]) * ease;
      return orbitView(now.yaw, now.pitch, now.distance, now.target);
    },
    projection: (aspect) => perspective(FOV, aspect, 0.05, 400),
    frame,
    reset,
    look,
    /** Where the camera is headed: { yaw, pitch, distance, target }. */
    state: () => ({ ...goal, target: [...goal.target] }),
  };
}
