// Every contract, as one module that only dynamic imports reach (`contract()`, the stored cookie choice). It
// must stay out of the first load's static imports: `@shop/contracts` itself is imported there (page paths),
// and a module imported both ways is bundled whole into the first load, zod included.
export * from '@shop/contracts';
