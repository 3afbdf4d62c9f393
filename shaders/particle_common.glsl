// Shared head of both vertex shaders: the book's two-keyframe particle, evaluated per instance.
// Age comes from a time uniform, so a frame without spawns uploads no vertex data.
precision highp float;

uniform mat4 uViewProjection;
uniform float uTime; // ms on the GPU clock (the core rebases it before float precision suffers)

varying vec2 vUv;
varying vec2 vLife; // t = age / maxAge, and the book's wobble alpha; the fragment shader fades with them

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
        return vec4(2.0, 2.0, 2.0, 1.0);
    }
    float t = clamp(age / life.y, 0.0, 1.0);
    float size = life.z + (life.w - life.z) * t;
    vec4 local = vec4((start * (1.0 - t) + end * t) * size, 1.0);
    vec3 world = vec3(dot(row0, local), dot(row1, local), dot(row2, local));
    vLife = vec2(t, wobble010(age));
    return uViewProjection * vec4(world, 1.0);
}
