// One draw call per kind: the mesh is per vertex, the instance record per instance (divisor 1).
attribute vec3 aStart;
attribute vec3 aEnd;
attribute vec2 aUv;
attribute vec4 aRow0;
attribute vec4 aRow1;
attribute vec4 aRow2;
attribute vec4 aLife;

void main()
{
    gl_Position = placeParticleVertex(aStart, aEnd, aUv, aRow0, aRow1, aRow2, aLife);
}
