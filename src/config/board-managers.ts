// The board ("direction") e-mails. The real list is deployment configuration
// (VITE_BOARD_MANAGER_EMAILS or `boardManagerEmails` in /config.json); this default names
// the demo board account so the local seed behaves like production.
export const DEFAULT_BOARD_MANAGER_EMAILS: readonly string[] = ["direction@renfort.test"];
