/* web_api.h — numbers the JavaScript wrapper shares with exports.c. The build generates
   web/dist/plume_constants.js from this file and plume.h (cmake/generate_constants.cmake), so the
   two languages cannot drift apart. */
#ifndef PLUME_WEB_API_H
#define PLUME_WEB_API_H

/* plume_web_define_particle's flags */
#define PLUME_WEB_KIND_NO_SPIN 1
#define PLUME_WEB_KIND_POINT_DOWN 2
#define PLUME_WEB_KIND_DEPTH_TEST 4

/* plume_web_create's flags */
#define PLUME_WEB_CREATE_NO_INSTANCING 1
#define PLUME_WEB_CREATE_NO_VERTEX_ARRAYS 2
#define PLUME_WEB_CREATE_EXCLUSIVE 4

/* plume_stats as plume_web_stats lays it out: u32 fields */
#define PLUME_WEB_STATS_FIELDS 7

#endif
