// A step of a chain story that fails is tried once more, alone, instead of the whole story being
// replayed from its first screen by Playwright's retry (≈ 100 s and more on a loaded machine). A
// step that failed because a click landed beside its button or a line came late passes on its
// second try; a step whose first try already wrote to the database fails again (or passes, if
// its body reads what is already there), and the test then fails and is retried whole as before.
// A retried step is never silent: it is printed, and annotated on the test ("step retried").
import { test, type Page } from "@playwright/test";

/**
 * `step(title, body)` for the story's `page`: like test.step, with one more try of a failed
 * body after `page` is reloaded (its dialogs and half-typed forms gone, the same screen shown).
 * Pages of other accounts (phones, mailboxes) are left as they are: a step that uses them opens
 * them itself.
 */
export function storySteps(page: Page) {
  return async <T>(title: string, body: () => Promise<T>): Promise<T> =>
    test.step(title, async () => {
      const info = test.info();
      try {
        return await body();
      } catch (error) {
        // a step's second try is for the first run of the test: a retry of the whole test
        // means the step failed twice already
        if (info.retry > 0 || info.status === "timedOut") throw error;
        const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200);
        info.annotations.push({ type: "step retried", description: `${title} — ${reason}` });
        console.log(`↻ étape rejouée seule : « ${title} » (${reason})`);
        await page.reload();
        return await body();
      }
    });
}
