// Apart from the schemas, so the scan layer reads the query limit without loading zod.
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
/** Longer queries are refused rather than run: no label, code or name is this long. */
export const SEARCH_MAX_QUERY_LENGTH = 500;

/** Paging deeper than this is not browsing; the query should be narrowed instead. */
export const SEARCH_MAX_STARTING_FROM = 1_000_000;
