// What every fragment shader does last (prepended by the backend): soft particles, then fog.
// Soft particles: where the game gave the scene's depth (plume_gl_set_depth_texture), a particle fades
// over its layer's `soft` distance in front of the scene and is hidden behind it (the depth test done
// here, since the depth texture cannot also be the target's depth buffer). Fog: the colour goes towards
// the fog's as the blend mode needs it (the backend sets uFogColor per draw: additive blends fade to
// nothing, alpha blends to the fog colour, premultiplied ones to the fog colour times alpha).
precision mediump float;

#ifdef GL_FRAGMENT_PRECISION_HIGH
#define PLUME_DEPTH_PRECISION highp
#else
#define PLUME_DEPTH_PRECISION mediump
#endif
uniform vec4 uFogColor; // rgb: what the fog adds; w: 1 when the colour is premultiplied by alpha
uniform PLUME_DEPTH_PRECISION sampler2D uPlumeDepth;    // unit 1 with a depth texture; unit 0 (unused) without
uniform PLUME_DEPTH_PRECISION vec4 uPlumeDepthProjection; // the depth's projection: [10], [14], [11], [15]
uniform PLUME_DEPTH_PRECISION vec4 uPlumeViewport;        // x, y, 1/width, 1/height
uniform vec4 uPlumeSoft; // 1 / fade distance; 1: not compared; 1: the blend needs rgb scaled too
varying float vFog;
varying PLUME_DEPTH_PRECISION float vPlumeDepth;

vec4 fogged(vec4 color)
{
    if (uPlumeSoft.y < 0.5) {
        PLUME_DEPTH_PRECISION vec2 uv = (gl_FragCoord.xy - uPlumeViewport.xy) * uPlumeViewport.zw;
        PLUME_DEPTH_PRECISION float ndc = texture2D(uPlumeDepth, uv).r * 2.0 - 1.0;
        PLUME_DEPTH_PRECISION vec4 p = uPlumeDepthProjection;
        PLUME_DEPTH_PRECISION float scene = (p.y - ndc * p.w) / (p.x - ndc * p.z); // view-space depth there
        float k = clamp((scene - vPlumeDepth) * uPlumeSoft.x, 0.0, 1.0);
        color.a *= k;
        color.rgb *= mix(1.0, k, uPlumeSoft.z);
    }
    color.rgb = color.rgb * (1.0 - vFog) + uFogColor.rgb * (vFog * mix(1.0, color.a, uFogColor.w));
    return color;
}
