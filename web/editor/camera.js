// camera.js — an orbit camera for the editor's view: drag to turn around the effect, wheel to zoom.
// Matrices are column-major, as plume.render takes them.

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

export function orbitCamera(element) {
  let yaw = 0.5, pitch = 0.25, distance = 9;
  let drag = null;
  element.addEventListener('pointerdown', (event) => { drag = { x: event.clientX, y: event.clientY }; element.setPointerCapture?.(event.pointerId); });
  element.addEventListener('pointermove', (event) => {
    if (!drag) return;
    yaw -= (event.clientX - drag.x) * 0.01;
    pitch = Math.min(1.4, Math.max(-1.4, pitch + (event.clientY - drag.y) * 0.01));
    drag = { x: event.clientX, y: event.clientY };
  });
  element.addEventListener('pointerup', () => { drag = null; });
  element.addEventListener('wheel', (event) => {
    event.preventDefault();
    distance = Math.min(60, Math.max(2, distance * Math.exp(event.deltaY * 0.001)));
  }, { passive: false });
  return {
    view: () => orbitView(yaw, pitch, distance),
    projection: (aspect) => perspective(Math.PI / 3, aspect, 0.1, 200),
  };
}
