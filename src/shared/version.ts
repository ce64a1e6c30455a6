/** The product version shown in the shell and reported by GET /api/status. */
export const VERSION = '0.3.5-5';
