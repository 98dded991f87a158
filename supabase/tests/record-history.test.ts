// Field-level history (supabase/schemas/25_history.sql): every write to a recorded table leaves
// who, when, which fields before → after in public.record_history, whatever the path (the REST
// API as a team user, the service role); the history is append-only for every role; the NIR,
// IBAN and medical values are masked for the roles that may not read them; reading them is
// logged. The REST case goes through the local server (and puts the value back); the others run
// on the direct engine, rolled back.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/database.types.ts";
import { appClient, mintToken } from "../../tests/server/helpers.ts";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

type Change = { before: unknown; after: unknown };
type Entry = {
  entity: string;
  action: string;
  changes: Record<string, Change | Record<string, never>>;
  actor_id: string | null;
  actor: string;
  actor_name: string | null;
  changed_at: string;
};

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const apiAs = async (key: string): Promise<SupabaseClient<Database>> => {
  const a = account(key);
  return appClient(await mintToken({ sub: a.userId, email: a.email }));
};

/** A talent of the demo workspace with private data (an IBAN). */
const privateTalent = (q: Query) =>
  one<{ talent_id: string; bank_holder: string | null; iban: string }>(
    q,
    `select talent_id, bank_holder, iban from public.talent_private
      where workspace_id = $1 and iban is not null order by talent_id limit 1`,
    [RENFORT],
  );

const historyOf = async (q: Query, entity: string, id: string) =>
  (await q<Entry>("select * from public.record_history_for($1, $2)", [entity, id])).rows;

describe("public.record_history", () => {
  it("records a team user's update through the REST API: who, when, the field before → after — R:HIST-WRITTEN", async () => {
    const consultant = await apiAs("consultant");
    const { data: talent, error } = await consultant
      .from("talent")
      .select("id, mobility_radius_km")
      .eq("workspace_id", RENFORT)
      .order("id")
      .limit(1)
      .single();
    expect(error).toBeNull();
    const before = talent!.mobility_radius_km;
    const after = before === 42 ? 43 : 42;
    const started = Date.now();
    try {
      const { error: updateError } = await consultant
        .from("talent")
        .update({ mobility_radius_km: after })
        .eq("id", talent!.id);
      expect(updateError).toBeNull();
      const { data: rows, error: readError } = await consultant.rpc("record_history_for", {
        p_entity: "talent",
        p_record_id: talent!.id,
        p_limit: 5,
      });
      expect(readError).toBeNull();
      const last = rows![0]!;
      expect(last).toMatchObject({
        entity: "talent",
        action: "update",
        actor_id: account("consultant").userId,
        actor: "user",
        changes: { mobility_radius_km: { before, after } },
      });
      // only the changed field: the audit columns are not recorded
      expect(Object.keys(last.changes as object)).toEqual(["mobility_radius_km"]);
      expect(last.actor_name).toBeTruthy();
      expect(Math.abs(new Date(last.changed_at!).getTime() - started)).toBeLessThan(60_000);
    } finally {
      await consultant.from("talent").update({ mobility_radius_km: before }).eq("id", talent!.id);
    }
  });

  it("records a service-role update (the system), and nothing when nothing changed — R:HIST-WRITTEN", async () => {
    const rows = await db.system(async (q) => {
      const t = await privateTalent(q);
      await q("set local role service_role", []);
      await q("update public.talent set phone_number = '+33611223344' where id = $1", [t.talent_id]);
      await q("update public.talent set phone_number = phone_number where id = $1", [t.talent_id]);
      await q("reset role", []);
      return (
        await q<Entry & { actor_id: string | null }>(
          `select entity, action, changes, actor_id, actor from public.record_history
            where entity = 'talent' and record_id = $1 and txid = txid_current() order by id`,
          [t.talent_id],
        )
      ).rows;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "update", actor: "system", actor_id: null });
    expect((rows[0]!.changes.phone_number as Change).after).toBe("+33611223344");
  });

  it("shows a record's history only to the roles that may read the record — R:HIST-READ", async () => {
    const seen = await db.system(async (q) => {
      const pay = await one<{ id: string }>(q, "select id from public.pay_tracking where workspace_id = $1 limit 1", [
        RENFORT,
      ]);
      await q("update public.pay_tracking set anomaly_note = 'Écart à vérifier' where id = $1", [pay.id]);
      const count = async (key: string) => {
        await as(q, key);
        return (await historyOf(q, "pay_tracking", pay.id)).length;
      };
      return { comptable: await count("comptable"), marketing: await count("marketing") };
    });
    expect(seen.comptable).toBeGreaterThan(0);
    expect(seen.marketing).toBe(0);
  });

  it("is append-only for every role: no insert, update, delete or truncate — R:HIST-APPEND-ONLY", async () => {
    const messages = await db.system(async (q) => {
      const t = await privateTalent(q);
      await q("update public.talent_private set bank_holder = 'Témoin' where talent_id = $1", [t.talent_id]);
      const out: Record<string, string | null> = {};
      for (const key of ["dev", "comptable"]) {
        await as(q, key);
        out[`${key} update`] = await failureMessage(q, () => q("update public.record_history set action = 'read'"));
        out[`${key} delete`] = await failureMessage(q, () => q("delete from public.record_history"));
        out[`${key} insert`] = await failureMessage(q, () =>
          q(
            `insert into public.record_history (entity, record_id, parent_entity, parent_id, action, actor)
             values ('talent', $1, 'talent', $1, 'update', 'user')`,
            [t.talent_id],
          ),
        );
      }
      await asSystem(q);
      await q("set local role service_role", []);
      out["service update"] = await failureMessage(q, () => q("update public.record_history set action = 'read'"));
      out["service delete"] = await failureMessage(q, () => q("delete from public.record_history"));
      await q("reset role", []);
      // the owner itself (migrations, the dashboard's SQL editor) meets the trigger
      out["owner update"] = await failureMessage(q, () => q("update public.record_history set action = 'read'"));
      out["owner delete"] = await failureMessage(q, () => q("delete from public.record_history"));
      out["owner truncate"] = await failureMessage(q, () => q("truncate public.record_history"));
      return out;
    });
    for (const [key, message] of Object.entries(messages)) {
      if (key.startsWith("owner")) expect(message, key).toBe("L'historique ne peut être ni modifié ni effacé");
      else expect(message, key).toMatch(/permission denied/);
    }
  });

  it("masks the NIR, IBAN… values for a role that may not read them, shows them to one that may — R:HIST-MASK", async () => {
    const seen = await db.system(async (q) => {
      const t = await privateTalent(q);
      await as(q, "csm");
      await q("update public.talent_private set bank_holder = 'Nouveau titulaire' where talent_id = $1", [t.talent_id]);
      const pick = (rows: Entry[]) => rows.find((r) => r.entity === "talent_private" && r.action === "update");
      const csm = pick(await historyOf(q, "talent", t.talent_id));
      await as(q, "csmExterne");
      const external = pick(await historyOf(q, "talent", t.talent_id));
      return { before: t.bank_holder, csm, external };
    });
    expect(seen.csm?.changes).toEqual({ bank_holder: { before: seen.before, after: "Nouveau titulaire" } });
    expect(seen.csm?.actor_id).toBe(account("csm").userId);
    // the fact and the field stay, not the values
    expect(seen.external?.changes).toEqual({
      bank_holder: { before: seen.before === null ? null : "••••", after: "••••" },
    });
  });

  it("logs the read of a talent's private data (« Afficher »), refused to a role that may not — R:HIST-SENSITIVE-READS, R:ROLE-SENSITIVE-READERS", async () => {
    const out = await db.system(async (q) => {
      const t = await privateTalent(q);
      await as(q, "comptable");
      const revealed = await one<{ v: { iban: string } }>(q, "select public.reveal_talent_private($1) as v", [
        t.talent_id,
      ]);
      const read = (await historyOf(q, "talent", t.talent_id)).find((r) => r.action === "read");
      await as(q, "csmExterne");
      const refused = await failureMessage(q, () => q("select public.reveal_talent_private($1)", [t.talent_id]));
      return { iban: t.iban, revealed: revealed.v, read, refused };
    });
    expect(out.revealed.iban).toBe(out.iban);
    expect(out.read).toMatchObject({ entity: "talent_private", actor_id: account("comptable").userId });
    expect(Object.keys(out.read!.changes)).toContain("iban");
    expect(out.refused).toBe("Votre rôle ne permet pas de lire les données privées d'un talent");
  });

  it("opens a medical attestation only through open_medical_attestation, which logs it; other documents stay readable — R:HIST-SENSITIVE-READS", async () => {
    const out = await db.system(async (q) => {
      await asSystem(q);
      const { id: talentId } = await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      const add = async (type: string, name: string) => {
        const file = `${RENFORT}/talents/${talentId}/${name}`;
        await q("insert into storage.objects (bucket_id, name, metadata) values ('documents', $1, '{}')", [file]);
        const doc = await one<{ id: string }>(
          q,
          `insert into public.document (workspace_id, talent_id, type, status, file, category)
           values ($1, $2, $3::public.document_type, 'valid', $4, case when $3::text = 'medical_attestation' then 'vip' end) returning id`,
          [RENFORT, talentId, type, file],
        );
        return { id: doc.id, file };
      };
      const medical = await add("medical_attestation", "aptitude.pdf");
      const identity = await add("id_card", "cni.pdf");
      await as(q, "csm");
      const seen = async (name: string) =>
        (await q("select 1 from storage.objects where bucket_id = 'documents' and name = $1", [name])).rows.length;
      const direct = { medical: await seen(medical.file), identity: await seen(identity.file) };
      const opened = await one<{ path: string }>(q, "select public.open_medical_attestation($1) as path", [medical.id]);
      const read = (await historyOf(q, "talent", talentId)).find((r) => r.action === "read" && r.entity === "document");
      const notMedical = await failureMessage(q, () => q("select public.open_medical_attestation($1)", [identity.id]));
      return { direct, opened: opened.path, file: medical.file, read, notMedical, id: medical.id };
    });
    expect(out.direct).toEqual({ medical: 0, identity: 1 });
    expect(out.opened).toBe(out.file);
    expect(out.read).toMatchObject({ record_id: out.id, actor_id: account("csm").userId });
    expect(out.notMedical).toBe("Attestation médicale introuvable");
  });

  it("keeps a changed NIR or IBAN masked in the history even for a role that reads them — R:HIST-MASK-NIR-IBAN", async () => {
    const seen = await db.system(async (q) => {
      const t = await privateTalent(q);
      await as(q, "comptable");
      await q("update public.talent_private set iban = $2, bank_holder = $3 where talent_id = $1", [
        t.talent_id,
        "FR7630006000011234567890189",
        "Titulaire modifié",
      ]);
      const rows = await historyOf(q, "talent", t.talent_id);
      return { before: t.iban, entry: rows.find((r) => r.entity === "talent_private" && r.action === "update") };
    });
    expect(seen.entry?.changes).toMatchObject({
      iban: { before: seen.before === null ? null : "••••", after: "••••" },
      bank_holder: { after: "Titulaire modifié" },
    });
  });
});

describe("the record a history row is shown on", () => {
  it("is a day's week and private data's talent — R:HIST-ON-RECORD", async () => {
    const out = await db.system(async (q) => {
      await asSystem(q);
      const day = await one<{ id: string; timesheet_week_id: string }>(
        q,
        "select id, timesheet_week_id from public.timesheet_day where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await q("update public.timesheet_day set comment = 'Chantier fermé à 16 h' where id = $1", [day.id]);
      const t = await privateTalent(q);
      await q("update public.talent_private set bank_holder = 'Titulaire modifié' where talent_id = $1", [t.talent_id]);
      const shownOn = (entity: string, recordId: string) =>
        q<{ parent: string }>(
          `select parent_entity || ':' || parent_id as parent from public.record_history
            where entity = $1 and record_id = $2 and txid = txid_current()`,
          [entity, recordId],
        ).then((r) => r.rows.map((x) => x.parent));
      return {
        day: await shownOn("timesheet_day", day.id),
        week: `timesheet_week:${day.timesheet_week_id}`,
        private: await shownOn("talent_private", t.talent_id),
        talent: `talent:${t.talent_id}`,
      };
    });
    expect(out.day).toEqual([out.week]);
    expect(out.private).toEqual([out.talent]);
  });
});
