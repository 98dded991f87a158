// public.talents_matching_text: the talents list filtered by text. A security
// definer set of talent rows that applies the talent select policy itself (so that the
// trigram index on search_text is used under row-level security), called through the REST
// API as the app does. Ground truth: the plain `search_text ilike` filter on the talent
// table, from the same server, as the same account (same row-level security).
import type { CrudFilter } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../providers/data-provider.ts";
import { distanceSource } from "../../resources/talents/distance.ts";
import { talentFilterCodec, talentListSource } from "../../resources/talents/filters.ts";
import { talentListSelect } from "../../resources/talents/select.ts";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { client, mintToken } from "../../tests/server/helpers.ts";
import { WORKSPACES } from "../seed/accounts.ts";
import { account } from "./support/db.ts";

const LYON = { latitude: 45.764, longitude: 4.836 };

async function as(key: string): Promise<ReturnType<typeof client>> {
  const a = account(key);
  return client({ accessToken: await mintToken({ sub: a.userId, email: a.email }) });
}

/** The ids the plain list filter gives (`search_text ilike %text%`, the table's policy). */
async function plainIds(key: string, text: string): Promise<string[]> {
  const { data, error } = await (
    await as(key)
  )
    .from("talent")
    .select("id")
    .ilike("search_text", `%${normalizeSearch(text)}%`)
    .limit(100_000);
  expect(error).toBeNull();
  return data!.map((r) => r.id as string).sort();
}

async function functionIds(key: string, text: string): Promise<{ ids: string[]; count: number | null }> {
  const { data, error, count } = await (
    await as(key)
  )
    .rpc("talents_matching_text", { p_query: text }, { count: "exact" })
    .select("id")
    .limit(100_000);
  expect(error).toBeNull();
  return { ids: (data as Array<{ id: string }>).map((r) => r.id).sort(), count };
}

/** A talent of the consultant's workspace with an e-mail and a phone number. */
async function someContactable() {
  const { data, error } = await (
    await as("consultant")
  )
    .from("talent")
    .select("id, email, phone_number")
    .eq("workspace_id", WORKSPACES.renfort.id)
    .not("email", "is", null)
    .not("phone_number", "is", null)
    .order("created_at")
    .limit(1)
    .single();
  expect(error).toBeNull();
  return data as { id: string; email: string; phone_number: string };
}

describe("talents_matching_text", () => {
  it.each([
    ["an accented name", "Traoré"],
    ["the name typed without its accent", "traore"],
    ["upper case", "TRAORE"],
    ["a first name with an accent", "Léa"],
    ["two words", "da  silva"],
    ["a fragment", "mar"],
  ])("gives the plain filter's rows for %s", async (_label, text) => {
    const expected = await plainIds("consultant", text);
    expect(expected.length).toBeGreaterThan(0);
    const { ids, count } = await functionIds("consultant", text);
    expect(count).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it("finds a talent by e-mail (any case) and by phone number (international or national form)", async () => {
    const talent = await someContactable();
    const national = talent.phone_number.replace(/^\+33/, "0");
    for (const text of [talent.email.toUpperCase(), talent.phone_number, national.slice(0, 8)]) {
      const expected = await plainIds("consultant", text);
      expect(expected).toContain(talent.id);
      expect((await functionIds("consultant", text)).ids).toEqual(expected);
    }
  });

  it("reads the text literally and finds nothing for an unknown one", async () => {
    expect((await functionIds("consultant", "zzqxw")).count).toBe(0);
    expect((await functionIds("consultant", "tra_re")).count).toBe(0);
    expect((await functionIds("consultant", "%")).count).toBe(0);
  });

  it("combines with a circle as public.talents_near does", async () => {
    const api = await as("consultant");
    const near = await api
      .rpc("talents_near", { p_latitude: LYON.latitude, p_longitude: LYON.longitude, p_radius_km: 30 })
      .select("id")
      .ilike("search_text", "%a%")
      .limit(100_000);
    expect(near.error).toBeNull();
    const expected = (near.data as Array<{ id: string }>).map((r) => r.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const both = await api
      .rpc(
        "talents_matching_text",
        { p_query: "A", p_latitude: LYON.latitude, p_longitude: LYON.longitude, p_radius_km: 30 },
        { count: "exact" },
      )
      .select("id")
      .limit(100_000);
    expect(both.error).toBeNull();
    expect((both.data as Array<{ id: string }>).map((r) => r.id).sort()).toEqual(expected);
    const negative = await api
      .rpc(
        "talents_matching_text",
        { p_query: "a", p_latitude: LYON.latitude, p_longitude: LYON.longitude, p_radius_km: -1 },
        { count: "exact" },
      )
      .select("id");
    expect(negative.count).toBe(0);
  });

  describe("the talent read rule", () => {
    it("gives the partner agency its own talents only, none of Renfort's", async () => {
      const { data, error } = await (
        await as("partenaire")
      )
        .rpc("talents_matching_text", { p_query: "a" })
        .select("id, workspace_id")
        .limit(100_000);
      expect(error).toBeNull();
      const rows = data as Array<{ id: string; workspace_id: string }>;
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.workspace_id))).toEqual(new Set([WORKSPACES.partner.id]));
      expect(rows.map((r) => r.id).sort()).toEqual(await plainIds("partenaire", "a"));
      const renfortTalent = await someContactable();
      expect((await functionIds("partenaire", renfortTalent.email)).count).toBe(0);
    });

    it("gives marketing what the talent policy gives it", async () => {
      const expected = await plainIds("marketing", "a");
      expect(expected.length).toBeGreaterThan(0);
      expect((await functionIds("marketing", "a")).ids).toEqual(expected);
    });

    it("gives a non-member nothing", async () => {
      const { ids, count } = await functionIds("candidat", "a");
      expect(count).toBe(0);
      expect(ids).toEqual([]);
    });

    it("is not callable without a session", async () => {
      const { data, error } = await client().rpc("talents_matching_text", { p_query: "a" }).select("id");
      expect(error).not.toBeNull();
      expect(data).toBeNull();
    });
  });
});

describe("the talents list filtered by text through the app's data provider (meta.rpc)", () => {
  const page = async (filters: CrudFilter[], rpc: typeof talentListSource | undefined, currentPage = 1) => {
    const a = account("consultant");
    const provider = createDataProvider(
      client({ accessToken: await mintToken({ sub: a.userId, email: a.email }) }) as never,
    );
    const filteringOnJob = filters.some((f) => "field" in f && f.field === "talent_job.job_id");
    return provider.getList<{
      id: string;
      created_at: string;
      talent_job: Array<{ job_id: string }>;
      address: { city: string } | null;
    }>({
      resource: "talent",
      filters,
      sorters: [
        { field: "created_at", order: "desc" },
        { field: "id", order: "asc" },
      ],
      pagination: { currentPage, pageSize: 2, mode: "server" },
      meta: { select: talentListSelect(filteringOnJob), rpc },
    });
  };

  it("keeps every other filter, the order, the page, the embeds and the exact count", async () => {
    const api = await as("consultant");
    // the most frequent job among the talents the text finds, so that there is a second page
    const found = await api.from("talent").select("talent_job(job_id)").ilike("search_text", "%mar%").limit(100_000);
    expect(found.error).toBeNull();
    const counts = new Map<string, number>();
    for (const { talent_job } of found.data as Array<{ talent_job: Array<{ job_id: string }> }>) {
      for (const { job_id } of talent_job) counts.set(job_id, (counts.get(job_id) ?? 0) + 1);
    }
    const [jobId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const values = { q: "MAR", job_id: jobId, availability_status: ["available"], blacklisted: false };
    const filters = talentFilterCodec.toFilters(values);
    expect(talentListSource(filters)?.name).toBe("talents_matching_text");
    const [withoutText, plain1, fn1, plain2, fn2] = await Promise.all([
      page(talentFilterCodec.toFilters({ ...values, q: undefined }), undefined),
      page(filters, undefined),
      page(filters, talentListSource),
      page(filters, undefined, 2),
      page(filters, talentListSource, 2),
    ]);
    expect(plain1.total).toBeGreaterThan(2);
    expect(plain1.total).toBeLessThan(withoutText.total);
    expect(fn1.total).toBe(plain1.total);
    expect(fn1.data.map((r) => r.id)).toEqual(plain1.data.map((r) => r.id));
    expect(fn2.data.map((r) => r.id)).toEqual(plain2.data.map((r) => r.id));
    for (const row of fn1.data) expect(row.talent_job.map((j) => j.job_id)).toContain(values.job_id);
    expect(fn1.data.some((r) => r.address !== null && typeof r.address.city === "string")).toBe(true);
  });

  it("combines the text with the distance filter", async () => {
    const lyon = { code: "69123", name: "Lyon", postalCodes: ["69003"], departmentCode: "69", ...LYON };
    const filters = talentFilterCodec.toFilters({ q: "Mar", near: lyon, radius_km: 30 });
    expect(talentListSource(filters)).toMatchObject({
      name: "talents_matching_text",
      consumes: ["search_text", "distance_from"],
    });
    const [viaNear, viaText] = await Promise.all([page(filters, distanceSource), page(filters, talentListSource)]);
    expect(viaNear.total).toBeGreaterThan(0);
    expect(viaText.total).toBe(viaNear.total);
    expect(viaText.data.map((r) => r.id)).toEqual(viaNear.data.map((r) => r.id));
  });
});
