// Limits the browser entry needs without the contract's schemas (and zod).

/** The spec's Free-plan limit on one upload (001 §5, §9): 7 MB, counted as AppFlowy Web does (7 × 1024²). */
export const freePlanUploadBytes = 7 * 1024 * 1024;
