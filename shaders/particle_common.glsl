// Shared head of both vertex shaders: the book's two-keyframe particle, evaluated per instance.
// Age comes from a time uniform, so a frame without spawns uploads no vertex data.
precision highp float;

uniform mat4 uViewProjection;
uniform float uTime; // ms on the GPU clock (the core rebases it before float precision suffers)
// The camera's right (xyz) with the kind's facing in w (0: the mesh as modelled, 1: facing the camera,
// 2: upright along the instance's y axis, turning about it), the camera's up; then the kind's start and
// end colours, its light (direction, strength) and look (hue shift rad/s, erosion).
uniform vec4 uCamera[6];

varying vec4 vUv;  // the frame's texture coordinates, the next frame's (particle.frag blends them)
varying vec2 vLife; // t = age / maxAge, and the book's wobble alpha; the fragment shader fades with them
varying vec4 vTint; // the colour at t, hue turned and lit

const float TWO_PI = 6.283185307179586;

#ifdef PLUME_MESH_KEYS
// A kind with keys over life or an atlas (its own program): the kind's block, sent when it changes (system_internal.h's
// PLUME_KIND_KEY_*; shader_limits.test.mjs holds the numbers here to them): 0..4 uCamera's colours and look (2: the
// fade, particle.frag's, applied here; 4.z: the atlas's random start), 5 the counts and eases of the size and colour
// keys, 6 the atlas, 7.. the key rows (size time, size, colour time), 15.. the colour keys.
uniform vec4 uItem[23];

vec4 plumeKeyRow(int k)
{
    return uItem[7 + k];
}

vec4 plumeKeyColor(int k)
{
    return uItem[15 + k];
}
#endif

// The book's wobble010(ms) = wobble(ms - 250, 0.5, 1) + 0.5: 0 -> 1 -> 0 once a second.
float wobble010(float ms)
{
    return 0.5 * sin((ms - 250.0) / 1000.0 * TWO_PI) + 0.5;
}

// row0..row2: the instance's affine model matrix by rows; life: birth, maxAge, startSize, endSize.
vec4 placeParticleVertex(vec3 start, vec3 end, vec2 uv, vec4 row0, vec4 row1, vec4 row2, vec4 life)
{
    float age = uTime - life.x;
    vUv = vec4(uv, uv);
    if (age < 0.0 || age >= life.y) {
        // not born yet, dead or killed: every vertex goes to one point outside the clip volume
        vLife = vec2(1.0, 0.0);
        vTint = vec4(0.0);
        vPlumeErode = vec4(0.0);
        vPlumeLight = vec4(0.0);
        return vec4(2.0, 2.0, 2.0, 1.0);
    }
    float t = clamp(age / life.y, 0.0, 1.0);
#ifdef PLUME_MESH_KEYS
    vec4 counts = uItem[5]; // size keys, colour keys, their eases
    float size = counts.x > 0.5 ? sizeAt(counts.x, t, counts.z) : life.z + (life.w - life.z) * t;
#else
    float size = life.z + (life.w - life.z) * t;
#endif
    vec4 local = vec4((start * (1.0 - t) + end * t) * size, 1.0);
    vec3 world;
    vec3 pictureX = normalize(vec3(row0.x, row1.x, row2.x)), pictureY = normalize(vec3(row0.y, row1.y, row2.y));
    if (uCamera[0].w < 0.5) {
        world = vec3(dot(row0, local), dot(row1, local), dot(row2, local));
    } else {
        // flat meshes that face the viewer: x and y along the camera's right and up (z toward it), at the
        // instance's position and scale; its own turn is ignored
        vec3 right = uCamera[0].xyz, up = uCamera[1].xyz, back = cross(right, up);
        if (uCamera[0].w > 1.5) {
            vec3 axis = normalize(vec3(row0.y, row1.y, row2.y));
            vec3 across = cross(axis, back);
            if (dot(across, across) > 1e-6) { // seen along the axis: as the camera mode
                right = normalize(across);
                up = axis;
                back = cross(right, up);
            }
        }
        float scale = length(vec3(row0.x, row1.x, row2.x));
        pictureX = right;
        pictureY = up;
        world = vec3(row0.w, row1.w, row2.w) + (right * local.x + up * local.y + back * local.z) * scale;
    }
    vLife = vec2(t, wobble010(age));
    plumeFog(world);
    plumeLightPicture(pictureX, pictureY, uCamera[4]);
    vec3 origin = vec3(row0.w, row1.w, row2.w);
#ifdef PLUME_MESH_KEYS
    vec4 tint = colorAt(counts.y, t, counts.w);
#else
    vec4 tint = mix(uCamera[2], uCamera[3], t);
#endif
    tint.rgb = plumeTurnHue(tint.rgb, uCamera[5].x * age * 0.001);
    tint.rgb *= plumeLight(world - origin, origin, origin, uCamera[4]);
#ifdef PLUME_MESH_KEYS
    // particle.frag's fade, once per vertex (t is the instance's): book, linear, blends that ignore alpha
    vec4 fade = uItem[2];
    float remaining = 1.0 - t;
    vec4 book = vec4(remaining, remaining, remaining, vLife.y);
    vec4 linear = vec4(vec3(mix(1.0, remaining, fade.z)), remaining);
    tint.rgb *= mix(1.0, tint.a, fade.z);
    tint *= mix(vec4(1.0), book, fade.x) * mix(vec4(1.0), linear, fade.y);
    // the atlas: the frame played at fps or once over the life (emitter.vert's), blended with the next; the mesh's UVs
    // in its cell (frame 0 at the image's top left, frames along rows)
    vec4 atlas = uItem[6]; // cols, rows, fps, frames
    if (atlas.x * atlas.y > 1.5) { // a grid of frames, even when only one of them plays
        float seed = fract(life.x * 0.6180339) * 61.0 + dot(vec3(row0.w, row1.w, row2.w), vec3(1.7, 2.3, 3.1)) +
                     5.3 * row0.x + 7.9 * row0.z;
        float start = uItem[4].z > 0.5 ? floor(fract(sin(seed) * 43758.5453) * atlas.w) : 0.0;
        float position = atlas.z > 0.0 ? age * 0.001 * atlas.z : clamp(t * atlas.w - 0.5, 0.0, atlas.w - 1.0);
        vec2 frame = plumeFrames(position, start, atlas.w, atlas.z <= 0.0);
        vec2 row = floor((frame + 0.5) / atlas.x); // + 0.5: a division rounded down must not drop a row
        vUv = vec4((vec2(frame.x - row.x * atlas.x, row.x) + uv) / atlas.xy, (vec2(frame.y - row.y * atlas.x, row.y) + uv) / atlas.xy);
    }
#endif
    vTint = tint;
    plumeErode(uCamera[5].y * t, fract(life.x * 0.618), uv);
    return uViewProjection * vec4(world, 1.0);
}
