// The app's data provider changes several rows in one request (updateMany, deleteMany), so that
// a row the database refuses leaves the others as they were: adding companies to a group is all
// or nothing. Through the real REST path, as the CSM who does it on a group's page.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { createDataProvider } from "../../providers/data-provider.ts";
import type { Database } from "../../src/database.types.ts";
import { appClient, mintToken, serviceClient } from "../../tests/server/helpers.ts";
import { account } from "./support/db.ts";
import { WORKSPACES } from "../seed/accounts.ts";

let csm: SupabaseClient<Database>;

beforeAll(async () => {
  const a = account("csm");
  csm = appClient(await mintToken({ sub: a.userId, email: a.email }));
});

/** Two prospects of their own and a group, made as the system. */
async function fixtures() {
  const sb = serviceClient();
  const tag = crypto.randomUUID().slice(0, 8);
  const { data: group } = await sb
    .from("company_group")
    .insert({ workspace_id: WORKSPACES.renfort.id, name: `Groupe ${tag}` })
    .select("id")
    .single();
  const { data: companies } = await sb
    .from("company")
    .insert(
      ["A", "B"].map((n) => ({ workspace_id: WORKSPACES.renfort.id, name: `Lot ${tag} ${n}`, status: "prospect" })),
    )
    .select("id")
    .order("name");
  return { group: group!.id as string, ids: companies!.map((c) => c.id as string) };
}

/** A random SIREN with its Luhn key (an inactive client keeps one). */
const luhnSiren = () => {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10));
  const sum = (key: number) =>
    [...digits, key].reduce((total, d, i) => total + (i % 2 === 1 ? ((d * 2) % 10) + Math.floor((d * 2) / 10) : d), 0);
  const key = [...Array(10).keys()].find((k) => sum(k) % 10 === 0) as number;
  return [...digits, key].join("");
};

const groupsOf = async (ids: string[]) =>
  (await serviceClient().from("company").select("company_group_id").in("id", ids).order("name")).data!.map(
    (c) => c.company_group_id,
  );

describe("the data provider's updateMany", () => {
  it("sets every row in one request", async () => {
    const { group, ids } = await fixtures();
    const { data } = await createDataProvider(csm).updateMany({
      resource: "company",
      ids,
      variables: { company_group_id: group },
    });
    expect(data).toHaveLength(2);
    expect(await groupsOf(ids)).toEqual([group, group]);
  });

  it("changes no row when the database refuses one of them", async () => {
    const { group, ids } = await fixtures();
    // the first company is inactive, the second a prospect: « Inactif » is refused to the second
    // only (no prospect → inactive move), and the first must not join the group on its own
    const made = await serviceClient()
      .from("company")
      .update({ status: "inactive", siren: luhnSiren() })
      .eq("id", ids[0])
      .select("status")
      .single();
    expect(made.data).toEqual({ status: "inactive" });
    // alone, the first one joins (Refine's own updateMany would have done so before failing on the second)
    const alone = await csm.from("company").update({ status: "inactive" }).eq("id", ids[0]).select("id");
    expect(alone.error).toBeNull();
    await expect(
      createDataProvider(csm).updateMany({
        resource: "company",
        ids,
        variables: { company_group_id: group, status: "inactive" },
      }),
    ).rejects.toMatchObject({ message: "Transition impossible de « Prospect » à « Inactif »" });
    expect(await groupsOf(ids)).toEqual([null, null]);
  });
});
