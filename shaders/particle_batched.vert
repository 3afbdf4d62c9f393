// Fallback without instancing: the mesh is replicated PLUME_BATCH_SIZE times in one buffer, each
// copy tagged with its index, and the instance records arrive as a uniform array per batch.
// PLUME_BATCH_SIZE is defined by the backend; 4 vec4s each keep it within ES 2's 128 vectors.
attribute vec3 aStart;
attribute vec3 aEnd;
attribute vec2 aUv;
attribute float aInstance;

uniform vec4 uInstances[PLUME_BATCH_SIZE * 4];

void main()
{
    int i = int(aInstance + 0.5) * 4;
    gl_Position = placeParticleVertex(aStart, aEnd, aUv, uInstances[i], uInstances[i + 1], uInstances[i + 2],
                                      uInstances[i + 3]);
}
