// The chain stories' steps (support/story-step.ts): a failed step is tried once more alone.
import { expect, test } from "./fixtures.ts";
import { storySteps } from "./support/story-step.ts";

test("a story step that fails once is tried again alone, and says so; one that fails twice fails the test's run", async ({
  page,
}) => {
  const step = storySteps(page);
  let tries = 0;
  const result = await step("a click that lands beside its button", async () => {
    tries++;
    if (tries === 1) throw new Error("locator.click: element is not stable");
    return tries;
  });
  expect(result).toBe(2);
  expect(test.info().annotations).toContainEqual({
    type: "step retried",
    description: "a click that lands beside its button — locator.click: element is not stable",
  });

  let again = 0;
  await expect(
    step("a step that fails each time", async () => {
      again++;
      throw new Error(`try ${again}`);
    }),
  ).rejects.toThrow("try 2");
  expect(again).toBe(2);
});
