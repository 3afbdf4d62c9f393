// Stateless GPU emitter (SEEDS.md §001), the WGSL twin of shaders/emitter.vert and shaders/emitter.frag: a particle is
// a pure function of the emitter's settings (draw.item, emitter_internal.h's PLUME_EU_* slots), its index in the ring
// and time. The only vertex data is (particle index, corner). The same maths as the GLSL, line for line (pictures are
// compared pixel by pixel with WebGL's); src/core/sim_gpu/emitter.c computes the same equations in C. After
// slots.wgsl and common.wgsl (quadCorner, atlasUv, the keys over life, fog and the look).
//
// Two vertex entry points: vsEmitter, one emitter (draw.item: its whole block, GLSL's uEmitter[PLUME_EU_VEC4S]), and
// vsGroup, every member of an emitter group (GLSL's PLUME_GROUP: draw.item holds the shared settings, without a path;
// each member's record comes per instance; the clock is draw.misc.yz, GLSL's uGroupClock).

// The collision-plane variant (GLSL's PLUME_COLLIDE): its own pipeline, so emitters without a plane do not run it.
override PLUME_COLLIDE: bool = false;

// GLSL's PLUME_GROUP, set by vsGroup: the member's record (aInstance0..3).
var<private> plumeGroup: bool;
var<private> aInstance0: vec4f; // transform column 0, seed
var<private> aInstance1: vec4f; // column 1, fraction of a ms of its start
var<private> aInstance2: vec4f; // column 2, end of emission (ms; 1e9: none; a free slot is all zeros: ended at 0)
var<private> aInstance3: vec4f; // origin, whole ms of its start
var<private> origin: vec3f; // a group member's position (it does not move: no path)

// x(34x+1) mod 289 on integers held in floats (exact below 2^24); the fix-up absorbs a division
// rounded the wrong way (WGSL, as GLSL, allows 2.5 ULP).
fn perm(x: f32) -> f32 {
    let a = x * (34.0 * x + 1.0);
    let m = a - 289.0 * floor(a / 289.0);
    return m + 289.0 * (step(m, -0.5) - step(288.5, m));
}

var<private> h1: f32; // the particle's two hash states
var<private> h2: f32;

fn seedHash(seed: f32, slot: f32, cycle: f32) {
    let sb = floor(seed / 289.0);
    let sa = seed - sb * 289.0;
    let jb = floor(slot / 289.0);
    let ja = slot - jb * 289.0;
    let cb = floor(cycle / 289.0);
    let ca = cycle - cb * 289.0;
    h1 = perm(perm(perm(perm(perm(perm(sa) + sb) + ja) + jb) + ca) + cb);
    h2 = perm(perm(perm(perm(perm(perm(sb + 7.0) + jb) + ca) + ja) + cb) + sa);
}

fn random(n: f32) -> f32 {
    let a = perm(perm(h1 + n) + h2);
    let b = perm(perm(h2 + n) + h1 + 1.0);
    return (a * 289.0 + b) / 83521.0;
}

fn hidden() -> vec4f {
    vTint = vec4f(0.0);
    vUv = vec4f(0.0);
    return vec4f(2.0, 2.0, 2.0, 1.0); // outside the clip volume: the quad collapses
}

// Keys over life with times: common.wgsl's sizeAt/colorAt (keys.glsl), on the emitter's rows. Row k of
// PLUME_EU_KEYS: size key time, size, colour key time; colour k: PLUME_EU_COLOR + k.
fn plumeKeyRow(k: i32) -> vec4f {
    return draw.item[PLUME_EU_KEYS + k];
}

fn plumeKeyColor(k: i32) -> vec4f {
    return draw.item[PLUME_EU_COLOR + k];
}

// Speed and rotation over life (the MOTION rows; src/core/curve.c's plume_curve_motion and plume_keys_value).
// column 0: the speed keys, 2: the rotation keys. A value at life fraction t: before the first key its value,
// after the last the last's; `ease` only for rotation.
fn motionKeyAt(column: i32, count: f32, t: f32, ease: f32) -> f32 {
    let first = draw.item[PLUME_EU_MOTION_KEYS];
    var value = select(first.w, first.y, column == 0);
    for (var k = 1; k < PLUME_MAX_KEYS; k++) {
        let a = draw.item[PLUME_EU_MOTION_KEYS + k - 1];
        let b = draw.item[PLUME_EU_MOTION_KEYS + k];
        let t0 = select(a.z, a.x, column == 0);
        let t1 = select(b.z, b.x, column == 0);
        let v0 = select(a.w, a.y, column == 0);
        let v1 = select(b.w, b.y, column == 0);
        if (f32(k) < count - 0.5 && t >= t0) {
            let span = t1 - t0;
            let f = select(select(0.0, 1.0, t >= t1), clamp((t - t0) / span, 0.0, 1.0), span > 1e-6);
            value = mix(v0, v1, eased(f, ease));
        }
    }
    return value;
}

// Over [0, w] at drag k: ∫ e^-kx, ∫ x e^-kx, ∫ (1 - e^-kx)/k, ∫ x (1 - e^-kx)/k (curve.c's motion_piece: below
// kw = 0.5 their power series of nine terms, where the closed forms would lose their digits to cancellation).
fn motionPiece(w: f32, k: f32) -> vec4f {
    let y = k * w;
    if (y < 0.5) {
        let p1 = 1.0 - y * (1.0 / 2.0 - y * (1.0 / 6.0 - y * (1.0 / 24.0 - y * (1.0 / 120.0 - y * (1.0 / 720.0 -
                 y * (1.0 / 5040.0 - y * (1.0 / 40320.0 - y / 362880.0)))))));
        let p2 = 1.0 / 2.0 - y * (1.0 / 3.0 - y * (1.0 / 8.0 - y * (1.0 / 30.0 - y * (1.0 / 144.0 - y * (1.0 / 840.0 -
                 y * (1.0 / 5760.0 - y * (1.0 / 45360.0 - y / 403200.0)))))));
        let c1 = 1.0 / 2.0 - y * (1.0 / 6.0 - y * (1.0 / 24.0 - y * (1.0 / 120.0 - y * (1.0 / 720.0 - y * (1.0 / 5040.0 -
                 y * (1.0 / 40320.0 - y * (1.0 / 362880.0 - y / 3628800.0)))))));
        let c2 = 1.0 / 3.0 - y * (1.0 / 8.0 - y * (1.0 / 30.0 - y * (1.0 / 144.0 - y * (1.0 / 840.0 - y * (1.0 / 5760.0 -
                 y * (1.0 / 45360.0 - y * (1.0 / 403200.0 - y / 3991680.0)))))));
        return vec4f(w * p1, w * w * p2, w * w * c1, w * w * w * c2);
    }
    let e = exp(-y);
    let q0 = (1.0 - e) / k;
    let q1 = (1.0 - e * (1.0 + y)) / (k * k);
    return vec4f(q0, q1, (w - q0) / k, (0.5 * w * w - q1) / k);
}

// The particle has moved v0·f + g·h after t seconds: (f, h), the velocity times the speed keys integrated
// piece by piece (before the first key, each segment, after the last).
fn motionAt(t: f32, k: f32) -> vec2f {
    let motion = draw.item[PLUME_EU_MOTION];
    if (motion.x < 0.5) {
        let plain = motionPiece(t, k);
        return plain.xz;
    }
    let lifeS = motion.z;
    var sum = vec2f(0.0);
    for (var i = 0; i <= PLUME_MAX_KEYS; i++) {
        let n = f32(i);
        if (n > motion.x + 0.5) { continue; }
        let prev = draw.item[PLUME_EU_MOTION_KEYS + select(0, i - 1, i > 0)];
        let next = draw.item[PLUME_EU_MOTION_KEYS + select(PLUME_MAX_KEYS - 1, i, i < PLUME_MAX_KEYS)];
        let last = n > motion.x - 0.5;
        let a = select(prev.x * lifeS, 0.0, i == 0);
        let b = select(min(next.x * lifeS, t), t, last);
        let w = b - a;
        if (w <= 0.0) { continue; }
        let m = select(prev.y, next.y, i == 0);
        let slope = select(0.0, (next.y - prev.y) / (next.x * lifeS - a), i > 0 && !last);
        let lead = motionPiece(a, k);
        let piece = motionPiece(w, k);
        let decay = exp(-k * a);
        sum += vec2f(decay * (m * piece.x + slope * piece.y),
                     lead.x * (m * w + slope * 0.5 * w * w) + decay * (m * piece.z + slope * piece.w));
    }
    return sum;
}

// ---- the collision plane (GLSL's #ifdef PLUME_COLLIDE: here compiled always, called only when PLUME_COLLIDE) ----

// The collision plane (emitter_reference.c's collide(); the w of the key rows: emitter_internal.h's PLUME_EC_*
// lanes, row 0..2 the unit normal, 3 its offset n·point, 4 the mode (1: bounce, 2: die), 5 bounce, 6 1 - friction).
// The path's distance to the plane is d(t) = d0 + b F(t) + c H(t), with at most one turning point.
fn planeDistance(t: f32, k: f32, dbc: vec3f, keyed: bool) -> f32 {
    var fh: vec2f;
    if (keyed) {
        fh = motionAt(t, k);
    } else {
        fh = motionPiece(t, k).xz;
    }
    return dbc.x + dbc.y * fh.x + dbc.z * fh.y;
}

// where the velocity's normal part b e^-kt + c (1 - e^-kt)/k turns sign, or -1
fn turningTime(b: f32, c: f32, k: f32) -> f32 {
    if (k < 1e-6) {
        if (c != 0.0) { return -b / c; }
        return -1.0;
    }
    if (c - k * b == 0.0) { return -1.0; }
    let e = c / (c - k * b);
    if (e > 0.0 && e < 1.0) { return -log(e) / k; }
    return -1.0;
}

// The time in [0, t] the path first goes behind the plane, or -1: the downward root of d0 + b t + c t²/2 without
// drag and keys, otherwise 16 steps of bisection (the end of the last interval on the plane's side).
fn contactTime(d0Given: f32, b: f32, c: f32, k: f32, t: f32, keyed: bool) -> f32 {
    if (d0Given < -1e-4) { return -1.0; } // starts behind the plane (a little slack: a shape sitting on it)
    let d0 = max(d0Given, 0.0);
    if (k == 0.0 && !keyed) {
        let a = 0.5 * c;
        let disc = b * b - 4.0 * a * d0;
        if (disc < 0.0) { return -1.0; }
        let s = sqrt(disc);
        var tc: f32;
        if (b <= 0.0) {
            if (s - b <= 0.0) { return select(-1.0, 0.0, a < 0.0); } // d0 = b = 0: on the plane, pulled into it or not
            tc = 2.0 * d0 / (s - b);
        } else {
            if (a >= 0.0) { return -1.0; }
            tc = (-b - s) / (2.0 * a);
        }
        return select(-1.0, tc, tc <= t);
    }
    let dbc = vec3f(d0, b, c);
    var hi = t;
    let turn = turningTime(b, c, k);
    if (turn > 0.0 && turn < t && planeDistance(turn, k, dbc, keyed) < 0.0) {
        hi = turn; // down, and back up
    } else if (!(planeDistance(t, k, dbc, keyed) < 0.0)) {
        return -1.0;
    }
    var lo = 0.0;
    for (var i = 0; i < 16; i++) {
        let mid = 0.5 * (lo + hi);
        if (planeDistance(mid, k, dbc, keyed) >= 0.0) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return lo;
}

// The plane applied to the path at t seconds: p and velocity replaced; false: died at contact (hidden).
fn collide(p0: vec3f, v0: vec3f, g: vec3f, k: f32, t: f32, p: ptr<function, vec3f>, velocity: ptr<function, vec3f>) -> bool {
    let n = vec3f(draw.item[PLUME_EU_KEYS].w, draw.item[PLUME_EU_KEYS + 1].w, draw.item[PLUME_EU_KEYS + 2].w);
    let offset = draw.item[PLUME_EU_KEYS + 3].w;
    let motion = draw.item[PLUME_EU_MOTION];
    let keyed = motion.x > 0.5;
    let c = dot(n, g);
    let tc = contactTime(dot(n, p0) - offset, dot(n, v0), c, k, t, keyed);
    if (tc < 0.0) { return true; }
    if (draw.item[PLUME_EU_KEYS + 4].w > 1.5) { return false; } // die
    // the contact, on the plane, with the velocity there (times the speed keys)
    let fh = motionAt(tc, k);
    var pc = p0 + v0 * fh.x + g * fh.y;
    pc -= n * (dot(n, pc) - offset);
    var decay = exp(-k * tc);
    var m = 1.0;
    if (keyed) { m = motionKeyAt(0, motion.x, tc / motion.z, 0.0); }
    let vc = m * (v0 * decay + g * select((1.0 - decay) / k, tc, k * tc < 1e-3));
    // the bounce: the normal part reversed times bounce, the tangential kept times 1 - friction
    let vn = dot(n, vc);
    let v1 = (vc - n * vn) * draw.item[PLUME_EU_KEYS + 6].w + n * abs(vn) * draw.item[PLUME_EU_KEYS + 5].w;
    // then ballistic (gravity, drag, no speed keys) until it comes down on the plane again, where it rests
    let s = t - tc;
    let rest = contactTime(0.0, dot(n, v1), c, k, s, false);
    let t1 = select(s, rest, rest >= 0.0);
    let piece = motionPiece(t1, k);
    decay = exp(-k * t1);
    *p = pc + v1 * piece.x + g * piece.z;
    *velocity = v1 * decay + g * select((1.0 - decay) / k, t1, k * t1 < 1e-3);
    if (rest >= 0.0) {
        *p -= n * (dot(n, *p) - offset);
        *velocity = vec3f(0.0);
    }
    return true;
}

fn historyAt(ago: f32) -> vec3f {
    if (plumeGroup) { return origin; }
    let info = draw.item[PLUME_EU_HISTORY_INFO];
    let first = draw.item[PLUME_EU_HISTORY];
    if (info.y < 1.5) { return first.xyz; }
    let rel = -ago;
    let i = clamp(floor((rel - first.w) / info.z), 0.0, info.y - 2.0);
    let k = i32(i + 0.5);
    let a = draw.item[PLUME_EU_HISTORY + k];
    let b = draw.item[PLUME_EU_HISTORY + k + 1];
    let f = clamp((rel - a.w) / max(b.w - a.w, 1e-3), 0.0, 1.0);
    return mix(a.xyz, b.xyz, f);
}

// emitter.vert's main(): gl_Position, with the varyings written to their private globals.
fn emitterVertex(aCorner: vec2f) -> vec4f {
    let index = aCorner.x;
    let corner = aCorner.y;
    let ring = draw.item[PLUME_EU_RING];
    var time: vec4f;
    var burst: vec4f;
    var m0: vec4f;
    var m1: vec4f;
    var m2: vec4f;
    if (plumeGroup) {
        // Each member's time worked out from the GPU clock, as src/core/sim_gpu/emitter.c's ring_now() and pack() do
        // for one emitter.
        let uGroupClock = draw.misc.yz; // ms since the system's epoch: whole ms, fraction (as the records' starts)
        let i0 = aInstance0;
        let i1 = aInstance1;
        let i2 = aInstance2;
        let i3 = aInstance3;
        let clock = draw.item[PLUME_EU_TIME]; // time scale, delay, duration, 1 when not looping
        if (index >= ring.w + draw.item[PLUME_EU_BURST].x) { return hidden(); }
        // wholes and fractions apart: each difference is exact, so the sum rounds once, as a float of the
        // double time would
        let emission = select(i3.w + i1.w, ((uGroupClock.x - i3.w) + (uGroupClock.y - i1.w)) * clock.x, clock.x > 0.0) -
                       clock.y;
        if (emission < 0.0) { return hidden(); }
        let endOfEmission = i2.w;
        let endless = endOfEmission >= 1e9; // looping, not stopped
        let ringCycle = floor(emission / ring.y);
        time = vec4f(emission - ringCycle * ring.y, gmod(ringCycle, 83521.0), -min(emission, 1e9),
                     select(min(endOfEmission - emission, 1e9), 1e9, endless));
        var burstCycle = select(floor(emission / clock.z), 0.0, clock.w > 0.5);
        if (!endless && burstCycle * clock.z >= endOfEmission) {
            burstCycle = select(ceil(endOfEmission / clock.z) - 1.0, -1.0, clock.w > 0.5);
        }
        let burstAge = emission - burstCycle * clock.z;
        burst = vec4f(draw.item[PLUME_EU_BURST].x, select(-1.0, burstAge, burstCycle >= 0.0 && burstAge < ring.z),
                      gmod(max(burstCycle, 0.0), 83521.0), i0.w);
        m0 = vec4f(i0.xyz, draw.item[PLUME_EU_M0].w);
        m1 = vec4f(i1.xyz, draw.item[PLUME_EU_M1].w);
        m2 = vec4f(i2.xyz, draw.item[PLUME_EU_M2].w);
        origin = i3.xyz;
    } else {
        time = draw.item[PLUME_EU_TIME];
        burst = draw.item[PLUME_EU_BURST];
        m0 = draw.item[PLUME_EU_M0];
        m1 = draw.item[PLUME_EU_M1];
        m2 = draw.item[PLUME_EU_M2];
    }
    let life = ring.z;
    var age: f32;
    var cycle: f32;
    if (index >= ring.w) {
        age = burst.y;
        cycle = burst.z;
        if (age < 0.0) { return hidden(); }
    } else {
        var s = time.x - index / ring.x;
        cycle = time.y;
        if (s < 0.0) {
            s += ring.y;
            cycle -= 1.0;
            if (cycle < 0.0) { cycle += 83521.0; }
        }
        age = s;
        if (-age < time.z || -age >= time.w) { return hidden(); }
    }
    if (age >= life) { return hidden(); }
    seedHash(burst.w, index, cycle);

    // where and how it starts, in the emitter's frame
    let rotation = mat3x3f(m0.xyz, m1.xyz, m2.xyz);
    let dirInfo = draw.item[PLUME_EU_DIR];
    let d = dirInfo.xyz;
    let axis = select(vec3f(0.0, 1.0, 0.0), vec3f(1.0, 0.0, 0.0), abs(d.y) > 0.999);
    let bu = normalize(cross(axis, d));
    let bw = cross(d, bu);
    let shape = m0.w;
    let radius = m1.w;
    let surface = m2.w;
    var offset = vec3f(0.0);
    if (shape > 0.5 && shape < 1.5) { // sphere
        let z = 2.0 * random(0.0) - 1.0;
        let phi = TWO_PI * random(1.0);
        var r = radius;
        if (!(surface > 0.5)) { r = radius * pow(random(2.0), 1.0 / 3.0); }
        offset = r * vec3f(sqrt(max(0.0, 1.0 - z * z)) * vec2f(cos(phi), sin(phi)), z);
    } else if (shape > 1.5 && shape < 2.5) { // box
        let halfSize = draw.item[PLUME_EU_BOX].xyz;
        let q = 2.0 * vec3f(random(0.0), random(1.0), random(2.0)) - 1.0;
        offset = q * halfSize;
        if (surface > 0.5) {
            let a = abs(q);
            if (a.x >= a.y && a.x >= a.z) {
                offset.x = sign(q.x) * halfSize.x;
            } else if (a.y >= a.z) {
                offset.y = sign(q.y) * halfSize.y;
            } else {
                offset.z = sign(q.z) * halfSize.z;
            }
        }
    } else if (shape > 2.5) { // cone base or ring
        var r = radius;
        if (!(shape > 3.5 || surface > 0.5)) { r = radius * sqrt(random(0.0)); }
        let phi = TWO_PI * random(1.0);
        offset = r * (cos(phi) * bu + sin(phi) * bw);
    }
    let cosA = 1.0 - random(3.0) * (1.0 - dirInfo.w);
    let sinA = sqrt(max(0.0, 1.0 - cosA * cosA));
    let phiD = TWO_PI * random(4.0);
    let dir = rotation * (cosA * d + sinA * (cos(phiD) * bu + sin(phiD) * bw));
    let speed = draw.item[PLUME_EU_SPEED];
    // the transform scales the launch speed as it scales the shape (as cpu and mesh layers do)
    let v0 = dir * mix(speed.x, speed.y, random(5.0));

    // the equation of motion: v' = g - k v
    let gravity = draw.item[PLUME_EU_GRAVITY];
    let drag = draw.item[PLUME_EU_BOX].w;
    let t = age * 0.001;
    let kt = drag * t;
    let fh = motionAt(t, drag);
    let p0 = historyAt(age) + rotation * offset;
    var p = p0 + v0 * fh.x + gravity.xyz * fh.y;
    let decay = exp(-kt);
    let motion = draw.item[PLUME_EU_MOTION];
    let lifeT = age / life;
    var speedScale = 1.0;
    if (motion.x > 0.5) { speedScale = motionKeyAt(0, motion.x, lifeT, 0.0); }
    var velocity = speedScale * (v0 * decay + gravity.xyz * select((1.0 - decay) / drag, t, kt < 1e-3));
    // the collision plane: only when on (a uniform branch); the turbulence below moves the collided path and is not
    // collided itself
    if (PLUME_COLLIDE) { // its own pipeline: emitters without a plane do not run it
        if (draw.item[PLUME_EU_KEYS + 4].w > 0.5 && !collide(p0, v0, gravity.xyz, drag, t, &p, &velocity)) {
            return hidden();
        }
    }
    if (speed.z > 0.0) { // turbulence: an analytic field, bounded by 1 per axis (no vertex textures needed), that
        let sc = speed.w; // flows as the particle ages and, at the noise speed, with the emitter's time (noise.c)
        var phase = draw.item[PLUME_EU_HISTORY_INFO].w * (-time.z * 0.001);
        phase -= PLUME_NOISE_PERIOD * floor(phase / PLUME_NOISE_PERIOD);
        p += speed.z * t * sin(sc * p.yzx + 1.7 * sin(sc * 0.7 * p.zxy) + vec3f(0.9, 1.2, 0.7) * (t + phase));
    }

    // the quad
    let misc = draw.item[PLUME_EU_MISC];
    let size = sizeAt(misc.x, lifeT, draw.item[PLUME_EU_LOOK].z);
    let rot = draw.item[PLUME_EU_ROTATION];
    var angle = mix(rot.x, rot.y, random(6.0)) + mix(rot.z, rot.w, random(7.0)) * t;
    if (motion.y > 0.5) { angle += motionKeyAt(2, motion.y, lifeT, motion.w); }
    let c = vec2f(select(-0.5, 0.5, corner > 0.5 && corner < 2.5), select(-0.5, 0.5, corner > 1.5));
    var right: vec3f;
    var up: vec3f;
    var extent = vec2f(size);
    if (misc.z > 0.5 && misc.z < 1.5) { // along the velocity, stretched
        let v = length(velocity);
        let toCamera = draw.item[PLUME_EU_CAMERA_POSITION].xyz - p;
        up = select(draw.item[PLUME_EU_CAMERA_UP].xyz, velocity / v, v > 1e-5);
        let across = cross(up, toCamera);
        right = select(draw.item[PLUME_EU_CAMERA_RIGHT].xyz, normalize(across), length(across) > 1e-6);
        extent.y += gravity.w * v;
        angle = 0.0;
    } else if (misc.z > 1.5 && misc.z < 2.5) { // flat in the emitter's XZ plane
        right = normalize(m0.xyz);
        up = normalize(m2.xyz);
    } else { // facing the camera, or a decal: emitter.c writes a decal's axes on its surface into the camera rows
        right = draw.item[PLUME_EU_CAMERA_RIGHT].xyz;
        up = draw.item[PLUME_EU_CAMERA_UP].xyz;
    }
    var world = quadCorner(p, right, up, c, extent, angle);

    let look = draw.item[PLUME_EU_LOOK];
    var color = colorAt(misc.y, lifeT, look.w);
    color = vec4f(plumeTurnHue(color.rgb, look.x * t), color.a);
    color = vec4f(color.rgb * plumeLight(right * c.x + up * c.y, p, draw.item[PLUME_EU_CAMERA_POSITION].xyz,
                                         draw.item[PLUME_EU_LIGHT]), color.a);
    vTint = select(color, vec4f(color.rgb * color.a, color.a), misc.w > 0.5);
    plumeFog(world);
    // atlas frame: played at fps, or once over the life (each frame at the middle of its share of it), blended with
    // the next (src/core/sim_cpu/particle_system.c's frame_position does the same)
    let atlas = draw.item[PLUME_EU_ATLAS];
    let frames = atlas.w;
    let start = select(0.0, floor(random(8.0) * frames), draw.item[PLUME_EU_HISTORY_INFO].x > 0.5);
    let position = select(clamp(lifeT * frames - 0.5, 0.0, frames - 1.0), t * atlas.z, atlas.z > 0.0);
    let shown = plumeFrames(position, start, frames, atlas.z <= 0.0);
    vUv = vec4f(atlasUv(shown.x, atlas.xy, c + 0.5), atlasUv(shown.y, atlas.xy, c + 0.5));
    let cs = cos(angle);
    let sn = sin(angle);
    plumeLightPicture(right * cs + up * sn, up * cs - right * sn, draw.item[PLUME_EU_LIGHT]);
    plumeErode(look.y * lifeT, random(8.0), c + 0.5);
    vPlumeRadius = 0.5 * min(extent.x, extent.y);
    // a decal: drawn PLUME_DECAL_PULL of its distance nearer the camera, along the line of sight (the same pixels),
    // so it wins the depth test against the surface it lies on
    if (misc.z > 2.5) { world = mix(world, draw.item[PLUME_EU_CAMERA_POSITION].xyz, PLUME_DECAL_PULL); }
    return frame.viewProjection * vec4f(world, 1.0);
}

@vertex
fn vsEmitter(@location(0) corner: vec2f) -> Varyings {
    plumeGroup = false;
    let position = emitterVertex(corner);
    return varyings(position);
}

@vertex
fn vsGroup(@location(0) corner: vec2f, @location(1) instance0: vec4f, @location(2) instance1: vec4f,
           @location(3) instance2: vec4f, @location(4) instance3: vec4f) -> Varyings {
    plumeGroup = true;
    aInstance0 = instance0;
    aInstance1 = instance1;
    aInstance2 = instance2;
    aInstance3 = instance3;
    let position = emitterVertex(corner);
    return varyings(position);
}

// emitter.frag: the texture (an atlas frame, blended with the next) times the colour over life.
@fragment
fn fsEmitter(v: Varyings) -> @location(0) vec4f {
    takeVaryings(v);
    return fogged(plumeShade(vUv, plumeTexture(vUv) * vTint), v.position);
}
