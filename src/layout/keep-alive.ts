// At most 3 main-area pages are kept alive (spec §2, §9): the visited page moves to the
// front, the least recently visited beyond the limit is dropped.
export const MAX_ALIVE_PAGES = 3;

export const keepAlive = <T>(pages: ReadonlyArray<[string, T]>, key: string, page: T, max = MAX_ALIVE_PAGES): Array<[string, T]> =>
  [...pages.filter(([k]) => k !== key), [key, page] as [string, T]].slice(-max);
