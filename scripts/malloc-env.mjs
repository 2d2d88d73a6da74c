// Why these values (ADR 028): V8 compiles PGlite's hot WebAssembly functions with TurboFan on its worker
// threads, and those compilations malloc about 600 MB while the demo is seeded. glibc keeps that memory in
// one arena per thread and, freed in pieces, most of it stays resident for good (measured: 190 MB of
// malloc heap with ~1 MB in use). Blocks of 64 KB and more mapped on their own go back to the system when
// freed, and two arenas instead of eight per core keep the rest compact.

/** glibc allocator settings of the server process (tune-malloc.mjs, the Dockerfile); an operator's own value wins. */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };
