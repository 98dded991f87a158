// Through the REST API, as the consultant and the CSM who would do it: a week ten days after a
// 3-day contract's term is refused with the souplesse's article (L1251-30), whether the week is
// inserted directly or created with public.create_timesheet_week; the week of its souplesse
// passes. The contract is set up with the service role and removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../../seed/accounts.ts";
import { account } from "../support/db.ts";
import { rest, serviceRest, signIn } from "../support/http.ts";

type Row = Record<string, unknown>;
let contract: Row;
let talentId: string | undefined;

// Wednesday 1 to Friday 3 March 2028, far from the seed's contracts: 3 days worked, a
// souplesse of 2 days (to Tuesday 7 March); Monday 13 March is ten days after the term.
const TERM_PLUS_TEN = "2028-03-13";

beforeAll(async () => {
  const seed = await serviceRest(
    "GET",
    "contract",
    `select=*&workspace_id=eq.${WORKSPACES.renfort.id}&is_amendment=eq.false&contract_type=eq.mission&contract_reason=eq.activity_increase&end_date=not.is.null&order=id&limit=1`,
  );
  const base = Object.fromEntries(
    Object.entries(seed.rows[0]).filter(([column]) => !["id", "created_at", "updated_at"].includes(column)),
  );
  // a talent of its own: the seeded contract's talent may hold, by then, another contract of
  // another test file over those days (the 48 h a week check would refuse this one)
  const person = await serviceRest("POST", "talent", "select=id", {
    prefer: "return=representation",
    body: {
      workspace_id: WORKSPACES.renfort.id,
      first_name: "Paul",
      last_name: `Souplesse ${Date.now().toString(36)}`,
      nationality_code: "FR",
      qualification_status: "qualified",
    },
  });
  expect(person.error).toBeNull();
  talentId = String(person.rows[0].id);
  const created = await serviceRest("POST", "contract", "select=id,contract_key,talent_id", {
    prefer: "return=representation",
    body: {
      ...base,
      talent_id: talentId,
      contract_key: `TEST-REST-${Date.now().toString(36)}`,
      owner_id: account("consultant").teamMemberId,
      status: "active",
      start_date: "2028-03-01",
      end_date: "2028-03-03",
      trial_period_days: null,
      definitive_end_date: null,
      definitive_end_reason: null,
      dpae_submitted_at: "2028-02-28T08:00:00Z",
      manager_validated_at: null,
      manager_validated_by: null,
    },
  });
  expect(created.error).toBeNull();
  contract = created.rows[0];
});

afterAll(async () => {
  if (contract) {
    await serviceRest("DELETE", "timesheet_week", `contract_key=eq.${String(contract.contract_key)}`);
    await serviceRest("DELETE", "contract", `id=eq.${String(contract.id)}`);
  }
  if (talentId) await serviceRest("DELETE", "talent", `id=eq.${talentId}`);
});

describe.each(["consultant", "csm"])("as %s", (key) => {
  it("refuses the week ten days after a 3-day contract's term, citing L1251-30 — R:CTR-TIMESHEET-IN-CONTRACT", async () => {
    const token = await signIn(account(key));
    const message = `La semaine du 13/03/2028 est après la fin du contrat ${String(contract.contract_key)}, souplesse incluse : terme le 03/03/2028, reporté au plus de 2 jour(s) travaillé(s), soit jusqu'au 07/03/2028 (Code du travail L1251-30)`;
    const inserted = await rest(token, "POST", "timesheet_week", "", {
      body: {
        contract_id: contract.id,
        contract_key: contract.contract_key,
        talent_id: contract.talent_id,
        week_start: TERM_PLUS_TEN,
      },
    });
    expect(inserted.status).toBe(400);
    expect(inserted.error?.message).toBe(message);
    const created = await rest(token, "POST", "rpc/create_timesheet_week", "", {
      body: { p_contract_id: contract.id, p_week_start: TERM_PLUS_TEN },
    });
    expect(created.status).toBe(400);
    expect(created.error?.message).toBe(message);
  });

  it("creates the week of the souplesse (rolled back)", async () => {
    const token = await signIn(account(key));
    const body = { p_contract_id: contract.id, p_week_start: "2028-03-06" };
    const created = await rest(token, "POST", "rpc/create_timesheet_week", "", { body, prefer: "tx=rollback" });
    expect(created.status).toBe(200);
    expect(created.rows[0]).toMatchObject({ contract_key: contract.contract_key, week_start: "2028-03-06" });
  });
});

it("refuses a week that exists, in French (not the unique violation's English) — R:TS-WEEK", async () => {
  const token = await signIn(account("consultant"));
  const body = { p_contract_id: contract.id, p_week_start: "2028-02-28" };
  expect((await rest(token, "POST", "rpc/create_timesheet_week", "", { body })).status).toBe(200);
  const again = await rest(token, "POST", "rpc/create_timesheet_week", "", { body });
  expect(again.status).toBe(409);
  expect(again.error?.message).toBe(
    `Le relevé de la semaine du 28/02/2028 existe déjà pour le contrat ${String(contract.contract_key)}`,
  );
});
