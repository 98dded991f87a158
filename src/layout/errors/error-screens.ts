// The error screens, one chunk loaded on demand (lazy-errors.tsx).
export { ErrorPage } from "./error-page.tsx";
export { NoAccess } from "./no-access.tsx";
export { NotFoundPage } from "./not-found-page.tsx";
