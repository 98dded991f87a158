// An absolute http(s) URL leaves the single-page app: it needs a full page load.
export const isExternalUrl = (target: string): boolean => /^https?:\/\//i.test(target);
