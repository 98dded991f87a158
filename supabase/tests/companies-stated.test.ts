// What docs/rules/companies-contacts.md states of client groups, companies, establishments and
// contacts, checked against the base: the moves each role may make (public.status_transition), an
// active client's SIREN, the payment terms' cap, a contact's name, reachability and managers.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const ROLE: Record<string, string> = {
  consultant_team_member: "CONS",
  csm_team_member: "CSM",
  external_csm_team_member: "XCSM",
  accounting_team_member: "ACC",
  team_member_marketing: "MKT",
  team_member_independent_administrator: "IND",
};

/** The roles (the developer aside) of each stated move "from → to" ("∅" for a creation). */
const moves = (q: Query, entity: string, stated: string[]) =>
  q<{ from_status: string | null; to_status: string; roles: string[] }>(
    "select from_status, to_status, roles::text[] as roles from public.status_transition where entity = $1 and status_column = 'status'",
    [entity],
  ).then((r) =>
    stated.map((move) => {
      const [from, to] = move.split(" → ");
      const row = r.rows.find((x) => (x.from_status ?? "∅") === from && x.to_status === to);
      const roles = row?.roles
        .filter((x) => x !== "team_member_developer")
        .map((x) => ROLE[x] ?? x)
        .sort()
        .join(" ");
      return `${move}: ${roles ?? "absent"}`;
    }),
  );

describe("the moves the docs give to each role", () => {
  it("a group: created by CONS, CSM and ACC, archived and reopened by CSM and ACC — R:CMP-GROUP-ROLES", async () => {
    await db.system(async (q) => {
      expect(await moves(q, "company_group", ["∅ → active", "active → archived", "archived → active"])).toEqual([
        "∅ → active: ACC CONS CSM",
        "active → archived: ACC CSM",
        "archived → active: ACC CSM",
      ]);
    });
  });

  it("a company: created and activated by CONS and CSM, made inactive by CSM, blocked and unblocked by ACC, archived by CSM and ACC — R:CMP-STATUS-ROLES", async () => {
    await db.system(async (q) => {
      expect(
        await moves(q, "company", [
          "∅ → prospect",
          "∅ → active",
          "prospect → active",
          "active → inactive",
          "inactive → active",
          "active → blocked",
          "inactive → blocked",
          "blocked → active",
          "* → archived",
        ]),
      ).toEqual([
        "∅ → prospect: CONS CSM",
        "∅ → active: CONS CSM",
        "prospect → active: CONS CSM",
        "active → inactive: CSM",
        "inactive → active: CONS CSM",
        "active → blocked: ACC",
        "inactive → blocked: ACC",
        "blocked → active: ACC",
        "* → archived: ACC CSM",
      ]);
    });
  });

  it("an establishment: activated and deactivated by CONS and CSM, closed by CSM and ACC — R:CMP-AGENCY-ROLES", async () => {
    await db.system(async (q) => {
      expect(await moves(q, "agency", ["∅ → active", "active → inactive", "inactive → active", "* → closed"])).toEqual([
        "∅ → active: CONS CSM",
        "active → inactive: CONS CSM",
        "inactive → active: CONS CSM",
        "* → closed: ACC CSM",
      ]);
    });
  });

  it("a contact: created and marked as gone by CONS, CSM and XCSM, archived by CSM — R:CMP-CONTACT-ROLES", async () => {
    await db.system(async (q) => {
      expect(await moves(q, "contact", ["∅ → active", "active → left_company", "* → archived"])).toEqual([
        "∅ → active: CONS CSM XCSM",
        "active → left_company: CONS CSM XCSM",
        "* → archived: CSM",
      ]);
    });
  });
});

describe("a company", () => {
  it("active has a SIREN, in French — R:CMP-ACTIVE-SIREN", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect(
        await failureMessage(q, () =>
          q("insert into public.company (name, status) values ('Sans SIREN SAS', 'active')"),
        ),
      ).toBe("Un client actif doit avoir un SIREN");
      expect(
        await failureMessage(q, () =>
          q("insert into public.company (name, status) values ('Sans SIREN SAS', 'prospect')"),
        ),
      ).toBeNull();
    });
  });

  it("pays within 60 days net or 45 days end of month — R:CMP-PAYMENT-TERMS", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const terms = (mode: string, days: number) =>
        failureMessage(q, () =>
          q(
            "insert into public.company (name, payment_terms_mode, payment_terms_days) values ('Délais SAS', $1::public.payment_terms_mode, $2)",
            [mode, days],
          ),
        );
      const cap = "Le délai de paiement dépasse le plafond légal (60 jours nets ou 45 jours fin de mois)";
      expect(await terms("net", 60)).toBeNull();
      expect(await terms("net", 61)).toBe(cap);
      expect(await terms("end_of_month", 45)).toBeNull();
      expect(await terms("end_of_month", 46)).toBe(cap);
    });
  });
});

describe("a contact", () => {
  it("has a name or is an entity, an e-mail or a phone, and no cycle among its managers — R:CMP-CONTACT-NAME, R:CMP-CONTACT-REACHABLE, R:CMP-CONTACT-NO-CYCLE", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const { id: company } = await one<{ id: string }>(
        q,
        "select id from public.company where workspace_id = $1 order by id limit 1",
        [RENFORT],
      );
      await as(q, "csm");
      const insert = (values: string) =>
        failureMessage(q, () =>
          q(
            `insert into public.contact (company_id, first_name, last_name, civility, email, phone_number) values ${values}`,
            [company],
          ),
        );
      expect(await insert("($1, null, ' ', null, 'x@exemple.fr', null)")).toBe(
        "Un contact doit avoir un nom ou être une entité",
      );
      expect(await insert("($1, null, null, 'entity', 'achats@exemple.fr', null)")).toBeNull();
      expect(await insert("($1, 'Léa', 'Sans', null, null, null)")).toBe(
        "Un contact doit avoir un e-mail ou un téléphone",
      );
      expect(await insert("($1, 'Léa', 'Tel', null, null, '+33600000001')")).toBeNull();
      const contact = (last: string, manager: string | null) =>
        one<{ id: string }>(
          q,
          "insert into public.contact (company_id, last_name, email, manager_contact_id) values ($1, $2, lower($2) || '@exemple.fr', $3) returning id",
          [company, last, manager],
        ).then((c) => c.id);
      const top = await contact("Haut", null);
      const middle = await contact("Milieu", top);
      const bottom = await contact("Bas", middle);
      expect(
        await failureMessage(q, () =>
          q("update public.contact set manager_contact_id = $2 where id = $1", [top, bottom]),
        ),
      ).toBe("Ce rattachement créerait un cycle dans l'organigramme");
    });
  });
});
