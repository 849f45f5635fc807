// How far V8 lets the heap grow past what is alive before its next full collection. By its own
// measure it allows up to 4× when the server allocates fast, as it does while a firm's browsers
// make their first visits at 9 am: 2,000 browsers hold ~120-145 MB, and the process swung up to
// 620 MB and kept ~410 MB. At 1.5× it keeps ~360 MB; write → seen stayed the same, CPU while
// writing went from ~6 to ~7.5 % of a core (docs/benchmarks.md). A factor, not a cap, so a larger
// firm still gets the heap it needs.
import v8 from 'node:v8'

const HEAP_GROWING_PERCENT = 50

/** V8 reads this flag at every full collection, so setting it at start-up takes effect. */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
