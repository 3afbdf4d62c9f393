// Stateless GPU emitter (SEEDS.md §001): a particle is a pure function of the emitter's settings
// (uniforms), its index in the ring and time. The only vertex data is (particle index, corner).
// src/core/sim_gpu/emitter.c computes the same equations in C (the reference the native tests check); the slot
// numbers below are its PLUME_EU_* enum; quadCorner and atlasUv come from billboard.glsl, shared with
// the CPU particle systems, and the keys over life from keys.glsl, shared with the mesh kinds. Everything
// stays within OpenGL ES 2's minimums: highp floats of 24 bits (the hash only ever holds integers below 2^24), no vertex textures, 128 uniform vectors.
precision highp float;

attribute vec2 aCorner; // particle index, corner 0..3

uniform mat4 uViewProjection;
uniform vec4 uEmitter[PLUME_EMITTER_VEC4S];

#ifdef PLUME_GROUP
// Every member of an emitter group in one draw: the settings are shared (uEmitter, without a path),
// each member's transform, seed, time scale, start and end come as a 16-float record (PLUME_EG_* in
// src/core/sim_gpu/emitter_internal.h) and its time is worked out here from the GPU clock, as src/core/sim_gpu/emitter.c's
// ring_now() and pack() do for one emitter.
uniform vec2 uGroupClock; // ms since the system's epoch: whole ms, fraction (as the records' starts)
#ifdef PLUME_GROUP_BATCHED
attribute float aCopy; // which record of this batch
uniform vec4 uInstances[PLUME_GROUP_COPIES * 4];
#else
attribute vec4 aInstance0; // transform column 0, seed
attribute vec4 aInstance1; // column 1, fraction of a ms of its start
attribute vec4 aInstance2; // column 2, end of emission (ms; 1e9: none; a free slot is all zeros: ended at 0)
attribute vec4 aInstance3; // origin, whole ms of its start
#endif
#endif
vec3 origin; // a group member's position (it does not move: no path)

varying vec4 vUv; // the frame's texture coordinates, the next frame's (emitter.frag blends them)
varying vec4 vTint;

const float TWO_PI = 6.283185307179586;

// x(34x+1) mod 289 on integers held in floats (exact below 2^24); the fix-up absorbs a division
// rounded the wrong way (GLSL allows 2.5 ULP).
float perm(float x)
{
    float a = x * (34.0 * x + 1.0);
    float m = a - 289.0 * floor(a / 289.0);
    return m + 289.0 * (step(m, -0.5) - step(288.5, m));
}

float h1, h2; // the particle's two hash states

void seedHash(float seed, float slot, float cycle)
{
    float sb = floor(seed / 289.0), sa = seed - sb * 289.0;
    float jb = floor(slot / 289.0), ja = slot - jb * 289.0;
    float cb = floor(cycle / 289.0), ca = cycle - cb * 289.0;
    h1 = perm(perm(perm(perm(perm(perm(sa) + sb) + ja) + jb) + ca) + cb);
    h2 = perm(perm(perm(perm(perm(perm(sb + 7.0) + jb) + ca) + ja) + cb) + sa);
}

float random(float n)
{
    float a = perm(perm(h1 + n) + h2);
    float b = perm(perm(h2 + n) + h1 + 1.0);
    return (a * 289.0 + b) / 83521.0;
}

vec4 hidden()
{
    vTint = vec4(0.0);
    vUv = vec4(0.0);
    return vec4(2.0, 2.0, 2.0, 1.0); // outside the clip volume: the quad collapses
}

// Keys over life with times: keys.glsl's sizeAt/colorAt (shared with the mesh kinds), on the emitter's rows. Row k of
// PLUME_EU_KEYS: size key time, size, colour key time; colour k: PLUME_EU_COLOR + k.
vec4 plumeKeyRow(int k)
{
    return uEmitter[PLUME_EU_KEYS + k];
}

vec4 plumeKeyColor(int k)
{
    return uEmitter[PLUME_EU_COLOR + k];
}

// Speed and rotation over life (the MOTION rows; src/core/curve.c's plume_curve_motion and plume_keys_value).
// column 0: the speed keys, 2: the rotation keys. A value at life fraction t: before the first key its value,
// after the last the last's; `ease` only for rotation.
float motionKeyAt(int column, float count, float t, float ease)
{
    vec4 first = uEmitter[PLUME_EU_MOTION_KEYS];
    float value = column == 0 ? first.y : first.w;
    for (int k = 1; k < PLUME_MAX_KEYS; k++) {
        vec4 a = uEmitter[PLUME_EU_MOTION_KEYS + k - 1], b = uEmitter[PLUME_EU_MOTION_KEYS + k];
        float t0 = column == 0 ? a.x : a.z, t1 = column == 0 ? b.x : b.z;
        float v0 = column == 0 ? a.y : a.w, v1 = column == 0 ? b.y : b.w;
        if (float(k) < count - 0.5 && t >= t0) {
            float span = t1 - t0;
            float f = span > 1e-6 ? clamp((t - t0) / span, 0.0, 1.0) : (t >= t1 ? 1.0 : 0.0);
            value = mix(v0, v1, eased(f, ease));
        }
    }
    return value;
}

// Over [0, w] at drag k: ∫ e^-kx, ∫ x e^-kx, ∫ (1 - e^-kx)/k, ∫ x (1 - e^-kx)/k (curve.c's motion_piece: below
// kw = 0.5 their power series of nine terms, where the closed forms would lose their digits to cancellation).
vec4 motionPiece(float w, float k)
{
    float y = k * w;
    if (y < 0.5) {
        float p1 = 1.0 - y * (1.0 / 2.0 - y * (1.0 / 6.0 - y * (1.0 / 24.0 - y * (1.0 / 120.0 - y * (1.0 / 720.0 -
                   y * (1.0 / 5040.0 - y * (1.0 / 40320.0 - y / 362880.0)))))));
        float p2 = 1.0 / 2.0 - y * (1.0 / 3.0 - y * (1.0 / 8.0 - y * (1.0 / 30.0 - y * (1.0 / 144.0 - y * (1.0 / 840.0 -
                   y * (1.0 / 5760.0 - y * (1.0 / 45360.0 - y / 403200.0)))))));
        float c1 = 1.0 / 2.0 - y * (1.0 / 6.0 - y * (1.0 / 24.0 - y * (1.0 / 120.0 - y * (1.0 / 720.0 - y * (1.0 / 5040.0 -
                   y * (1.0 / 40320.0 - y * (1.0 / 362880.0 - y / 3628800.0)))))));
        float c2 = 1.0 / 3.0 - y * (1.0 / 8.0 - y * (1.0 / 30.0 - y * (1.0 / 144.0 - y * (1.0 / 840.0 - y * (1.0 / 5760.0 -
                   y * (1.0 / 45360.0 - y * (1.0 / 403200.0 - y / 3991680.0)))))));
        return vec4(w * p1, w * w * p2, w * w * c1, w * w * w * c2);
    }
    float e = exp(-y);
    float q0 = (1.0 - e) / k, q1 = (1.0 - e * (1.0 + y)) / (k * k);
    return vec4(q0, q1, (w - q0) / k, (0.5 * w * w - q1) / k);
}

// The particle has moved v0·f + g·h after t seconds: (f, h), the velocity times the speed keys integrated
// piece by piece (before the first key, each segment, after the last).
vec2 motionAt(float t, float k)
{
    vec4 motion = uEmitter[PLUME_EU_MOTION];
    if (motion.x < 0.5) {
        vec4 plain = motionPiece(t, k);
        return plain.xz;
    }
    float lifeS = motion.z;
    vec2 sum = vec2(0.0);
    for (int i = 0; i <= PLUME_MAX_KEYS; i++) {
        float n = float(i);
        if (n > motion.x + 0.5) continue;
        vec4 prev = uEmitter[PLUME_EU_MOTION_KEYS + (i > 0 ? i - 1 : 0)];
        vec4 next = uEmitter[PLUME_EU_MOTION_KEYS + (i < PLUME_MAX_KEYS ? i : PLUME_MAX_KEYS - 1)];
        bool last = n > motion.x - 0.5;
        float a = i == 0 ? 0.0 : prev.x * lifeS;
        float b = last ? t : min(next.x * lifeS, t);
        float w = b - a;
        if (w <= 0.0) continue;
        float m = i == 0 ? next.y : prev.y;
        float slope = i > 0 && !last ? (next.y - prev.y) / (next.x * lifeS - a) : 0.0;
        vec4 lead = motionPiece(a, k);
        vec4 piece = motionPiece(w, k);
        float decay = exp(-k * a);
        sum += vec2(decay * (m * piece.x + slope * piece.y),
                    lead.x * (m * w + slope * 0.5 * w * w) + decay * (m * piece.z + slope * piece.w));
    }
    return sum;
}

#ifdef PLUME_COLLIDE
// The collision plane (emitter_reference.c's collide(); the w of the key rows: emitter_internal.h's PLUME_EC_*
// lanes, row 0..2 the unit normal, 3 its offset n·point, 4 the mode (1: bounce, 2: die), 5 bounce, 6 1 - friction).
// The path's distance to the plane is d(t) = d0 + b F(t) + c H(t), with at most one turning point.
float planeDistance(float t, float k, vec3 dbc, bool keyed)
{
    vec2 fh = keyed ? motionAt(t, k) : motionPiece(t, k).xz;
    return dbc.x + dbc.y * fh.x + dbc.z * fh.y;
}

// where the velocity's normal part b e^-kt + c (1 - e^-kt)/k turns sign, or -1
float turningTime(float b, float c, float k)
{
    if (k < 1e-6) return c != 0.0 ? -b / c : -1.0;
    if (c - k * b == 0.0) return -1.0;
    float e = c / (c - k * b);
    return e > 0.0 && e < 1.0 ? -log(e) / k : -1.0;
}

// The time in [0, t] the path first goes behind the plane, or -1: the downward root of d0 + b t + c t²/2 without
// drag and keys, otherwise 16 steps of bisection (the end of the last interval on the plane's side).
float contactTime(float d0, float b, float c, float k, float t, bool keyed)
{
    if (d0 < -1e-4) return -1.0; // starts behind the plane (a little slack: a shape sitting on it)
    d0 = max(d0, 0.0);
    if (k == 0.0 && !keyed) {
        float a = 0.5 * c;
        float disc = b * b - 4.0 * a * d0;
        if (disc < 0.0) return -1.0;
        float s = sqrt(disc);
        float tc;
        if (b <= 0.0) {
            if (s - b <= 0.0) return a < 0.0 ? 0.0 : -1.0; // d0 = b = 0: on the plane, pulled into it or not
            tc = 2.0 * d0 / (s - b);
        } else {
            if (a >= 0.0) return -1.0;
            tc = (-b - s) / (2.0 * a);
        }
        return tc <= t ? tc : -1.0;
    }
    vec3 dbc = vec3(d0, b, c);
    float hi = t;
    float turn = turningTime(b, c, k);
    if (turn > 0.0 && turn < t && planeDistance(turn, k, dbc, keyed) < 0.0) hi = turn; // down, and back up
    else if (!(planeDistance(t, k, dbc, keyed) < 0.0)) return -1.0;
    float lo = 0.0;
    for (int i = 0; i < 16; i++) {
        float mid = 0.5 * (lo + hi);
        if (planeDistance(mid, k, dbc, keyed) >= 0.0) lo = mid;
        else hi = mid;
    }
    return lo;
}

// The plane applied to the path at t seconds: p and velocity replaced; false: died at contact (hidden).
bool collide(vec3 p0, vec3 v0, vec3 g, float k, float t, inout vec3 p, inout vec3 velocity)
{
    vec3 n = vec3(uEmitter[PLUME_EU_KEYS].w, uEmitter[PLUME_EU_KEYS + 1].w, uEmitter[PLUME_EU_KEYS + 2].w);
    float offset = uEmitter[PLUME_EU_KEYS + 3].w;
    vec4 motion = uEmitter[PLUME_EU_MOTION];
    bool keyed = motion.x > 0.5;
    float c = dot(n, g);
    float tc = contactTime(dot(n, p0) - offset, dot(n, v0), c, k, t, keyed);
    if (tc < 0.0) return true;
    if (uEmitter[PLUME_EU_KEYS + 4].w > 1.5) return false; // die
    // the contact, on the plane, with the velocity there (times the speed keys)
    vec2 fh = motionAt(tc, k);
    vec3 pc = p0 + v0 * fh.x + g * fh.y;
    pc -= n * (dot(n, pc) - offset);
    float decay = exp(-k * tc);
    float m = keyed ? motionKeyAt(0, motion.x, tc / motion.z, 0.0) : 1.0;
    vec3 vc = m * (v0 * decay + g * (k * tc < 1e-3 ? tc : (1.0 - decay) / k));
    // the bounce: the normal part reversed times bounce, the tangential kept times 1 - friction
    float vn = dot(n, vc);
    vec3 v1 = (vc - n * vn) * uEmitter[PLUME_EU_KEYS + 6].w + n * abs(vn) * uEmitter[PLUME_EU_KEYS + 5].w;
    // then ballistic (gravity, drag, no speed keys) until it comes down on the plane again, where it rests
    float s = t - tc;
    float rest = contactTime(0.0, dot(n, v1), c, k, s, false);
    float t1 = rest >= 0.0 ? rest : s;
    vec4 piece = motionPiece(t1, k);
    decay = exp(-k * t1);
    p = pc + v1 * piece.x + g * piece.z;
    velocity = v1 * decay + g * (k * t1 < 1e-3 ? t1 : (1.0 - decay) / k);
    if (rest >= 0.0) {
        p -= n * (dot(n, p) - offset);
        velocity = vec3(0.0);
    }
    return true;
}
#endif

vec3 historyAt(float ago)
{
#ifdef PLUME_GROUP
    return origin;
#else
    vec4 info = uEmitter[PLUME_EU_HISTORY_INFO];
    vec4 first = uEmitter[PLUME_EU_HISTORY];
    if (info.y < 1.5) return first.xyz;
    float rel = -ago;
    float i = clamp(floor((rel - first.w) / info.z), 0.0, info.y - 2.0);
    int k = int(i + 0.5);
    vec4 a = uEmitter[PLUME_EU_HISTORY + k];
    vec4 b = uEmitter[PLUME_EU_HISTORY + k + 1];
    float f = clamp((rel - a.w) / max(b.w - a.w, 1e-3), 0.0, 1.0);
    return mix(a.xyz, b.xyz, f);
#endif
}

void main()
{
    float index = aCorner.x;
    float corner = aCorner.y;
    vec4 ring = uEmitter[PLUME_EU_RING];
#ifdef PLUME_GROUP
#ifdef PLUME_GROUP_BATCHED
    int k = int(aCopy + 0.5) * 4;
    vec4 i0 = uInstances[k], i1 = uInstances[k + 1], i2 = uInstances[k + 2], i3 = uInstances[k + 3];
#else
    vec4 i0 = aInstance0, i1 = aInstance1, i2 = aInstance2, i3 = aInstance3;
#endif
    vec4 clock = uEmitter[PLUME_EU_TIME]; // time scale, delay, duration, 1 when not looping
    if (index >= ring.w + uEmitter[PLUME_EU_BURST].x) { gl_Position = hidden(); return; }
    // wholes and fractions apart: each difference is exact, so the sum rounds once, as a float of the
    // double time would
    float emission = (clock.x > 0.0 ? ((uGroupClock.x - i3.w) + (uGroupClock.y - i1.w)) * clock.x : i3.w + i1.w) - clock.y;
    if (emission < 0.0) { gl_Position = hidden(); return; }
    float endOfEmission = i2.w;
    bool endless = endOfEmission >= 1e9; // looping, not stopped
    float ringCycle = floor(emission / ring.y);
    vec4 time = vec4(emission - ringCycle * ring.y, mod(ringCycle, 83521.0), -min(emission, 1e9),
                     endless ? 1e9 : min(endOfEmission - emission, 1e9));
    float burstCycle = clock.w > 0.5 ? 0.0 : floor(emission / clock.z);
    if (!endless && burstCycle * clock.z >= endOfEmission)
        burstCycle = clock.w > 0.5 ? -1.0 : ceil(endOfEmission / clock.z) - 1.0;
    float burstAge = emission - burstCycle * clock.z;
    vec4 burst = vec4(uEmitter[PLUME_EU_BURST].x, burstCycle >= 0.0 && burstAge < ring.z ? burstAge : -1.0,
                      mod(max(burstCycle, 0.0), 83521.0), i0.w);
    vec4 m0 = vec4(i0.xyz, uEmitter[PLUME_EU_M0].w);
    vec4 m1 = vec4(i1.xyz, uEmitter[PLUME_EU_M1].w);
    vec4 m2 = vec4(i2.xyz, uEmitter[PLUME_EU_M2].w);
    origin = i3.xyz;
#else
    vec4 time = uEmitter[PLUME_EU_TIME];
    vec4 burst = uEmitter[PLUME_EU_BURST];
    vec4 m0 = uEmitter[PLUME_EU_M0];
    vec4 m1 = uEmitter[PLUME_EU_M1];
    vec4 m2 = uEmitter[PLUME_EU_M2];
#endif
    float life = ring.z;
    float age;
    float cycle;
    if (index >= ring.w) {
        age = burst.y;
        cycle = burst.z;
        if (age < 0.0) { gl_Position = hidden(); return; }
    } else {
        float s = time.x - index / ring.x;
        cycle = time.y;
        if (s < 0.0) {
            s += ring.y;
            cycle -= 1.0;
            if (cycle < 0.0) cycle += 83521.0;
        }
        age = s;
        if (-age < time.z || -age >= time.w) { gl_Position = hidden(); return; }
    }
    if (age >= life) { gl_Position = hidden(); return; }
    seedHash(burst.w, index, cycle);

    // where and how it starts, in the emitter's frame
    mat3 rotation = mat3(m0.xyz, m1.xyz, m2.xyz);
    vec4 dirInfo = uEmitter[PLUME_EU_DIR];
    vec3 d = dirInfo.xyz;
    vec3 axis = abs(d.y) > 0.999 ? vec3(1.0, 0.0, 0.0) : vec3(0.0, 1.0, 0.0);
    vec3 bu = normalize(cross(axis, d));
    vec3 bw = cross(d, bu);
    float shape = m0.w;
    float radius = m1.w;
    float surface = m2.w;
    vec3 offset = vec3(0.0);
    if (shape > 0.5 && shape < 1.5) { // sphere
        float z = 2.0 * random(0.0) - 1.0;
        float phi = TWO_PI * random(1.0);
        float r = surface > 0.5 ? radius : radius * pow(random(2.0), 1.0 / 3.0);
        offset = r * vec3(sqrt(max(0.0, 1.0 - z * z)) * vec2(cos(phi), sin(phi)), z);
    } else if (shape > 1.5 && shape < 2.5) { // box
        vec3 halfSize = uEmitter[PLUME_EU_BOX].xyz;
        vec3 q = 2.0 * vec3(random(0.0), random(1.0), random(2.0)) - 1.0;
        offset = q * halfSize;
        if (surface > 0.5) {
            vec3 a = abs(q);
            if (a.x >= a.y && a.x >= a.z) offset.x = sign(q.x) * halfSize.x;
            else if (a.y >= a.z) offset.y = sign(q.y) * halfSize.y;
            else offset.z = sign(q.z) * halfSize.z;
        }
    } else if (shape > 2.5) { // cone base or ring
        float r = (shape > 3.5 || surface > 0.5) ? radius : radius * sqrt(random(0.0));
        float phi = TWO_PI * random(1.0);
        offset = r * (cos(phi) * bu + sin(phi) * bw);
    }
    float cosA = 1.0 - random(3.0) * (1.0 - dirInfo.w);
    float sinA = sqrt(max(0.0, 1.0 - cosA * cosA));
    float phiD = TWO_PI * random(4.0);
    vec3 dir = rotation * (cosA * d + sinA * (cos(phiD) * bu + sin(phiD) * bw));
    vec4 speed = uEmitter[PLUME_EU_SPEED];
    // the transform scales the launch speed as it scales the shape (as cpu and mesh layers do): a play at scale 3
    // spreads three times as far on every sim
    vec3 v0 = dir * mix(speed.x, speed.y, random(5.0));

    // the equation of motion: v' = g - k v
    vec4 gravity = uEmitter[PLUME_EU_GRAVITY];
    float drag = uEmitter[PLUME_EU_BOX].w;
    float t = age * 0.001;
    float kt = drag * t;
    vec2 fh = motionAt(t, drag);
    vec3 p0 = historyAt(age) + rotation * offset;
    vec3 p = p0 + v0 * fh.x + gravity.xyz * fh.y;
    float decay = exp(-kt);
    vec4 motion = uEmitter[PLUME_EU_MOTION];
    float lifeT = age / life;
    float speedScale = motion.x > 0.5 ? motionKeyAt(0, motion.x, lifeT, 0.0) : 1.0;
    vec3 velocity = speedScale * (v0 * decay + gravity.xyz * (kt < 1e-3 ? t : (1.0 - decay) / drag));
    // the collision plane: only when on (a uniform branch); the turbulence below moves the collided path and is not
    // collided itself
#ifdef PLUME_COLLIDE // its own program: emitters without a plane do not compile it
    if (uEmitter[PLUME_EU_KEYS + 4].w > 0.5 && !collide(p0, v0, gravity.xyz, drag, t, p, velocity)) {
        gl_Position = hidden();
        return;
    }
#endif
    if (speed.z > 0.0) { // turbulence: an analytic field, bounded by 1 per axis (no vertex textures needed), that
        float sc = speed.w; // flows as the particle ages and, at the noise speed, with the emitter's time (noise.c)
        float phase = uEmitter[PLUME_EU_HISTORY_INFO].w * (-time.z * 0.001);
        phase -= PLUME_NOISE_PERIOD * floor(phase / PLUME_NOISE_PERIOD);
        p += speed.z * t * sin(sc * p.yzx + 1.7 * sin(sc * 0.7 * p.zxy) + vec3(0.9, 1.2, 0.7) * (t + phase));
    }

    // the quad
    vec4 misc = uEmitter[PLUME_EU_MISC];
    float size = sizeAt(misc.x, lifeT, uEmitter[PLUME_EU_LOOK].z);
    vec4 rot = uEmitter[PLUME_EU_ROTATION];
    float angle = mix(rot.x, rot.y, random(6.0)) + mix(rot.z, rot.w, random(7.0)) * t;
    if (motion.y > 0.5) angle += motionKeyAt(2, motion.y, lifeT, motion.w);
    vec2 c = vec2(corner > 0.5 && corner < 2.5 ? 0.5 : -0.5, corner > 1.5 ? 0.5 : -0.5);
    vec3 right;
    vec3 up;
    vec2 extent = vec2(size);
    if (misc.z > 0.5 && misc.z < 1.5) { // along the velocity, stretched
        float v = length(velocity);
        vec3 toCamera = uEmitter[PLUME_EU_CAMERA_POSITION].xyz - p;
        up = v > 1e-5 ? velocity / v : uEmitter[PLUME_EU_CAMERA_UP].xyz;
        vec3 across = cross(up, toCamera);
        right = length(across) > 1e-6 ? normalize(across) : uEmitter[PLUME_EU_CAMERA_RIGHT].xyz;
        extent.y += gravity.w * v;
        angle = 0.0;
    } else if (misc.z > 1.5 && misc.z < 2.5) { // flat in the emitter's XZ plane
        right = normalize(m0.xyz);
        up = normalize(m2.xyz);
    } else { // facing the camera, or a decal: emitter.c writes a decal's axes on its surface into the camera rows
        right = uEmitter[PLUME_EU_CAMERA_RIGHT].xyz;
        up = uEmitter[PLUME_EU_CAMERA_UP].xyz;
    }
    vec3 world = quadCorner(p, right, up, c, extent, angle);


    vec4 look = uEmitter[PLUME_EU_LOOK];
    vec4 color = colorAt(misc.y, lifeT, look.w);
    color.rgb = plumeTurnHue(color.rgb, look.x * t);
    color.rgb *= plumeLight(right * c.x + up * c.y, p, uEmitter[PLUME_EU_CAMERA_POSITION].xyz, uEmitter[PLUME_EU_LIGHT]);
    vTint = misc.w > 0.5 ? vec4(color.rgb * color.a, color.a) : color;
    plumeFog(world);
    // atlas frame: played at fps, or once over the life (each frame at the middle of its share of it), blended with
    // the next (src/core/sim_cpu/particle_system.c's frame_position does the same)
    vec4 atlas = uEmitter[PLUME_EU_ATLAS];
    float frames = atlas.w;
    float start = uEmitter[PLUME_EU_HISTORY_INFO].x > 0.5 ? floor(random(8.0) * frames) : 0.0;
    float position = atlas.z > 0.0 ? t * atlas.z : clamp(lifeT * frames - 0.5, 0.0, frames - 1.0);
    vec2 shown = plumeFrames(position, start, frames, atlas.z <= 0.0);
    vUv = vec4(atlasUv(shown.x, atlas.xy, c + 0.5), atlasUv(shown.y, atlas.xy, c + 0.5));
    float cs = cos(angle), sn = sin(angle);
    plumeLightPicture(right * cs + up * sn, up * cs - right * sn, uEmitter[PLUME_EU_LIGHT]);
    plumeErode(look.y * lifeT, random(8.0), c + 0.5);
    vPlumeRadius = 0.5 * min(extent.x, extent.y);
    // a decal: drawn PLUME_DECAL_PULL of its distance nearer the camera, along the line of sight (the same pixels),
    // so it wins the depth test against the surface it lies on
    if (misc.z > 2.5) world = mix(world, uEmitter[PLUME_EU_CAMERA_POSITION].xyz, PLUME_DECAL_PULL);
    gl_Position = uViewProjection * vec4(world, 1.0);
}
