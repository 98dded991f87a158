// The talent's hours on a 375 px phone, with the network cut (issue #50: « the week's hours
// entered day by day that work without network on a site and sync when it comes back, a
// conflict with what the agency entered is shown, never lost »): the demo talent signs in, opens
// a week of theirs from « Mes relevés », the network goes, they enter two days and see them
// waiting; meanwhile the agency changes one of the two days; the network comes back, the days
// are sent: the untouched one reaches the timesheet, the other is kept as the talent's
// declaration and shown as a conflict, the agency's hours unchanged. Offline again, the page
// reloads from the space's service worker with the last copies of the home and the week; that
// worker controls the space's pages and no other page's. Axe: no serious or critical violation.
import type { APIRequestContext } from "@playwright/test";
import { PORTAL_ACCOUNTS } from "../../supabase/seed/accounts.ts";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { signInToSpace } from "./support/portal.ts";

test.use({ viewport: { width: 375, height: 760 }, hasTouch: false });

type Day = { date: string; start_time: string | null; end_time: string | null; break_minutes: number };

/** REST as a back-office account (the agency's side of the flow). */
async function agency(request: APIRequestContext, account: Account) {
  const { supabaseAnonKey: apikey } = (await (await request.get("/config.json")).json()) as { supabaseAnonKey: string };
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey },
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const headers = {
    apikey,
    Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
  return {
    get: async <T>(path: string): Promise<T> => {
      const r = await request.get(`/rest/v1/${path}`, { headers });
      expect(r.ok(), `${path}: ${await r.text()}`).toBe(true);
      return (await r.json()) as T;
    },
    patch: async (path: string, data: Record<string, unknown>) => {
      const r = await request.patch(`/rest/v1/${path}`, { headers, data });
      expect(r.ok(), `${path}: ${await r.text()}`).toBe(true);
    },
  };
}

const french = (iso: string) => iso.split("-").reverse().join("/");
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
/** "lundi 16/11", the day's heading on the screen. */
const dayLabel = (iso: string) => `${WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${french(iso).slice(0, 5)}`;

test("the talent enters two days offline; they are sent when the network comes back, a conflict is shown", async ({
  page,
  context,
  request,
}) => {
  // Precondition: a week of the demo talent they may still change (a draft), else their last
  // signed week reopened as the agency does (validated, then back to draft before export).
  const accounting = await agency(request, "accounting");
  const consultant = await agency(request, "consultant");
  const weeks = await accounting.get<Array<{ id: string; week_start: string; status: string; timesheet_day: Day[] }>>(
    `timesheet_week?select=id,week_start,status,timesheet_day(date,start_time,end_time,break_minutes),talent!inner(email)&talent.email=eq.${encodeURIComponent(PORTAL_ACCOUNTS.talent.email)}&status=in.(draft,signed,validated)&order=week_start.desc&limit=8`,
  );
  const week =
    weeks.find((w) => w.status === "draft" && w.timesheet_day.length >= 2) ??
    weeks.find((w) => w.status === "validated") ??
    weeks.find((w) => w.status === "signed");
  expect(week, "a draft or signed week of the demo talent").toBeDefined();
  if (week!.status === "signed") await accounting.patch(`timesheet_week?id=eq.${week!.id}`, { status: "validated" });
  if (week!.status !== "draft")
    await accounting.patch(`timesheet_week?id=eq.${week!.id}`, {
      status: "draft",
      dispute_reason: "Heures à saisir par l'intérimaire depuis son espace",
    });
  const [monday, tuesday] = [...week!.timesheet_day].sort((a, b) => a.date.localeCompare(b.date));

  await signInToSpace(page, request, "talent", PORTAL_ACCOUNTS.talent.email);
  await expect(page.getByRole("heading", { level: 2, name: /^Bonjour/ })).toBeVisible();
  // the space's service worker controls its pages once installed
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/talent$/);

  await page.getByRole("link", { name: `Saisir mes heures de la semaine du ${french(week!.week_start)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/talent/hours/${week!.id}$`));
  await expect(
    page.getByRole("heading", { level: 2, name: `Mes heures — semaine du ${french(week!.week_start)}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/talent/hours/:weekId");

  // On the site: no network.
  await context.setOffline(true);
  const day = (iso: string) => page.getByRole("group", { name: dayLabel(iso), exact: true });
  await day(monday.date).getByLabel("Début").fill("07:00");
  await day(monday.date).getByLabel("Fin").fill("16:00");
  await day(monday.date).getByLabel("Pause (minutes)").fill("60");
  await day(tuesday.date).getByLabel("Début").fill("07:00");
  await day(tuesday.date).getByLabel("Fin").fill("16:30");
  await day(tuesday.date).getByLabel("Pause (minutes)").fill("60");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(/2 jours en attente d'envoi/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Synchroniser" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/talent/hours/:weekId, offline");

  // Meanwhile the agency enters Tuesday from the back office.
  await consultant.patch(`timesheet_day?timesheet_week_id=eq.${week!.id}&date=eq.${tuesday.date}`, {
    start_time: "08:00",
    end_time: "15:00",
    break_minutes: 60,
  });

  // The network is back: the days go by themselves.
  await context.setOffline(false);
  await expect(page.getByText("2 jours envoyés à l'agence.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/en attente d'envoi/)).toHaveCount(0);
  await expect(
    day(tuesday.date).getByText("L'agence a saisi 6 h, vous avez déclaré 8 h 30", { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/talent/hours/:weekId, conflict");

  // Monday reached the timesheet; Tuesday kept the agency's hours, the talent's declaration beside it.
  const days = await consultant.get<Day[]>(
    `timesheet_day?select=date,start_time,end_time,break_minutes&timesheet_week_id=eq.${week!.id}&date=in.(${monday.date},${tuesday.date})&order=date`,
  );
  expect(days).toEqual([
    { date: monday.date, start_time: "07:00:00", end_time: "16:00:00", break_minutes: 60 },
    { date: tuesday.date, start_time: "08:00:00", end_time: "15:00:00", break_minutes: 60 },
  ]);
  const declarations = await consultant.get<Array<{ date: string; status: string; start_time: string }>>(
    `timesheet_day_declaration?select=date,status,start_time&timesheet_week_id=eq.${week!.id}&date=in.(${monday.date},${tuesday.date})&order=date`,
  );
  expect(declarations).toEqual([
    { date: monday.date, status: "applied", start_time: "07:00:00" },
    { date: tuesday.date, status: "conflict", start_time: "07:00:00" },
  ]);

  // Without network the space still opens (its service worker), on the last copies of the home
  // and of the week, said so.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 2, name: `Mes heures — semaine du ${french(week!.week_start)}` }),
  ).toBeVisible();
  await expect(page.getByText(/^Hors ligne — données du \d\d\/\d\d\/\d{4} à \d\d h \d\d$/).first()).toBeVisible();
  await expect(
    day(tuesday.date).getByText("L'agence a saisi 6 h, vous avez déclaré 8 h 30", { exact: false }),
  ).toBeVisible();
  await context.setOffline(false);

  // The back office and the client space have no service worker.
  for (const path of ["/", "/client"]) {
    await page.goto(path);
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
  }
});
