// Shared head of both vertex shaders: the book's two-keyframe particle, evaluated per instance.
// Age comes from a time uniform, so a frame without spawns uploads no vertex data.
precision highp float;

uniform mat4 uViewProjection;
uniform float uTime; // ms on the GPU clock (the core rebases it before float precision suffers)
// The camera's right (xyz) with the kind's facing in w (0: the mesh as modelled, 1: facing the camera,
// 2: upright along the instance's y axis, turning about it), the camera's up; then the kind's start and
// end colours, its light (direction, strength) and look (hue shift rad/s, erosion).
uniform vec4 uCamera[6];

varying vec2 vUv;
varying vec2 vLife; // t = age / maxAge, and the book's wobble alpha; the fragment shader fades with them
varying vec4 vTint; // the colour at t, hue turned and lit

const float TWO_PI = 6.283185307179586;

// The book's wobble010(ms) = wobble(ms - 250, 0.5, 1) + 0.5: 0 -> 1 -> 0 once a second.
float wobble010(float ms)
{
    return 0.5 * sin((ms - 250.0) / 1000.0 * TWO_PI) + 0.5;
}

// row0..row2: the instance's affine model matrix by rows; life: birth, maxAge, startSize, endSize.
vec4 placeParticleVertex(vec3 start, vec3 end, vec2 uv, vec4 row0, vec4 row1, vec4 row2, vec4 life)
{
    float age = uTime - life.x;
    vUv = uv;
    if (age < 0.0 || age >= life.y) {
        // not born yet, dead or killed: every vertex goes to one point outside the clip volume
        vLife = vec2(1.0, 0.0);
        vTint = vec4(0.0);
        vPlumeErode = vec4(0.0);
        return vec4(2.0, 2.0, 2.0, 1.0);
    }
    float t = clamp(age / life.y, 0.0, 1.0);
    float size = life.z + (life.w - life.z) * t;
    vec4 local = vec4((start * (1.0 - t) + end * t) * size, 1.0);
    vec3 world;
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
        world = vec3(row0.w, row1.w, row2.w) + (right * local.x + up * local.y + back * local.z) * scale;
    }
    vLife = vec2(t, wobble010(age));
    vec3 origin = vec3(row0.w, row1.w, row2.w);
    vec4 tint = mix(uCamera[2], uCamera[3], t);
    tint.rgb = plumeTurnHue(tint.rgb, uCamera[5].x * age * 0.001);
    tint.rgb *= plumeLight(world - origin, origin, origin, uCamera[4]);
    vTint = tint;
    plumeFog(world);
    plumeErode(uCamera[5].y * t, fract(life.x * 0.618), uv);
    return uViewProjection * vec4(world, 1.0);
}
