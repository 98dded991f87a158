// The local server's mailbox (/_dev/mail.json, readable from this machine only): the links the
// recipients of a mail get, newest first — the only way a test reaches a signer's page — and
// the subjects of what they got.
import { expect, type APIRequestContext } from "@playwright/test";

type Mail = { subject: string; link: string | null };

/** The subjects of the mails sent to `email`, newest first (waits for one that matches `subject`). */
export async function mailedSubjects(request: APIRequestContext, email: string, subject: RegExp): Promise<string[]> {
  let subjects: string[] = [];
  await expect(async () => {
    const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
    subjects = ((await response.json()) as Mail[]).map((m) => m.subject);
    expect(subjects.filter((s) => subject.test(s)).length, `a mail to ${email} matching ${subject}`).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  return subjects;
}

/** The links mailed to `email` whose subject matches, newest first (waits for the first one). */
export async function mailedLinks(request: APIRequestContext, email: string, subject: RegExp): Promise<string[]> {
  let links: string[] = [];
  await expect(async () => {
    const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as Mail[];
    links = mails.filter((m) => subject.test(m.subject) && m.link).map((m) => m.link as string);
    expect(links.length, `a mail to ${email} matching ${subject}`).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  return links;
}

/**
 * The path and query of a mailed link (the server's PUBLIC_URL may differ from the test's base
 * URL); the local mailbox shows a link to a page of the app as the outbox keeps it, a path (the
 * mail relay makes it absolute when the mail leaves).
 */
export const pathOf = (link: string): string => {
  const url = new URL(link, "http://localhost");
  return url.pathname + url.search;
};
