// At most 3 main-area pages are kept alive (docs/rules/application.md#kept-alive-pages): the visited page moves to the
// front, the least recently visited beyond the limit is dropped. A page left by a replacing
// navigation (a redirect such as /talents/:id → /talents/:id/qualification) is dropped too:
// its history entry is gone, and a hidden copy of the same screen would only duplicate it.
export const MAX_ALIVE_PAGES = 3;

export const keepAlive = <T>(
  pages: ReadonlyArray<[string, T]>,
  key: string,
  page: T,
  { replaced = false, max = MAX_ALIVE_PAGES } = {},
): Array<[string, T]> => {
  const current = pages[pages.length - 1]?.[0];
  const kept = replaced && current !== undefined && current !== key ? pages.slice(0, -1) : pages;
  return [...kept.filter(([k]) => k !== key), [key, page] as [string, T]].slice(-max);
};
