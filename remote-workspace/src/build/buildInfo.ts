/** This remote's name and the label its build was made with (`QUIRE_BUILD_LABEL`, baked in by webpack). */
export const BUILD_INFO = { remote: 'workspace', label: process.env.QUIRE_BUILD_LABEL ?? 'dev' } as const;
