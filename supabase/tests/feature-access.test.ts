// Per-member feature access (issue 34, docs/rules/talents-documents.md#feature-access): a member
// asks for the deep research with a reason (public.feature_access_request, one pending at a
// time); managers of level 3 or more and developers of the requester's workspace grant or refuse
// it (public.decide_feature_access) and withdraw it (public.revoke_feature); public.has_feature
// answers the guard. Each side is notified. Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenLink, screenOf } from "../../resources/screen-link.ts";
import "../../src/app/registry.ts";
import { can } from "../../src/lib/permissions/can.ts";
import { account, attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const FEATURE = "deep-research";
const REASON = "Je cherche des coffreurs bancheurs qui ont travaillé en centrale nucléaire.";
const NOT_DECIDER =
  "Seuls les managers de niveau 3 ou plus et les développeurs du workspace décident des accès aux fonctionnalités";

type Request = {
  id: string;
  status: string;
  team_member_id: string;
  workspace_id: string;
  decision_comment: string | null;
};
type Notice = { recipient_id: string; title: string; link: string };

const ask = (q: Query, reason = REASON) =>
  one<Request>(q, "insert into public.feature_access_request (feature, reason) values ($1, $2) returning *", [
    FEATURE,
    reason,
  ]);

const decide = (q: Query, id: string, grant: boolean, comment: string | null = null) =>
  one<Request>(q, "select * from public.decide_feature_access($1, $2, $3)", [id, grant, comment]);

const hasFeature = async (q: Query) =>
  (await one<{ ok: boolean }>(q, "select public.has_feature($1) as ok", [FEATURE])).ok;

/** The notifications about feature access (read as the system). */
async function notices(q: Query): Promise<Notice[]> {
  await asSystem(q);
  return (
    await q<Notice>(
      `select recipient_id, title, data ->> 'link' as link from public.notification
       where data ? 'feature' order by created_at, recipient_id`,
    )
  ).rows;
}

const member = (key: string) => account(key).teamMemberId as string;

/** The notification's link opens a real screen its recipient's roles may open (as the drawer follows it). */
function expectOpens(notice: Notice, key: string) {
  expect(screenLink(notice.link), `${notice.link} n'ouvre pas un écran réel`).toBe(notice.link);
  const { route } = screenOf(notice.link);
  const subject = route?.entry.subject;
  expect(!!route && !!subject && can(account(key).roles, { resource: subject, action: route.action })).toBe(true);
}

/** Raises a demo member to a management level (as the system, one level at a time as the rule says), then goes on as `then`. */
async function setLevel(q: Query, key: string, level: number, then: string) {
  await asSystem(q);
  for (let step = account(key).managementLevel + 1; step <= level; step++)
    await q("update public.team_member set management_level = $2 where id = $1", [member(key), step]);
  await as(q, then);
}

describe("asking for a feature", () => {
  it("a consultant asks with a reason: pending, and the deciders of the workspace are notified — R:TAL-ACCESS-ASK, R:TAL-ACCESS-DECIDE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      expect(await hasFeature(q)).toBe(false);
      const request = await ask(q);
      expect(request).toMatchObject({ status: "pending", team_member_id: member("consultant") });
      const sent = await notices(q);
      // direction (level 4) and dev (developer) are Renfort's deciders; manager (level 2) is not
      expect(sent.map((n) => n.recipient_id).sort()).toEqual([member("dev"), member("direction")].sort());
      expect(sent[0]).toMatchObject({
        title: "Sarah Benali demande l'accès à la recherche approfondie",
        link: "/settings/members#acces-fonctionnalites",
      });
      expectOpens(sent[0], "direction");
    });
  });

  it("the request is asked pending: its requester cannot decide it, nor grant themselves the feature — R:TAL-ACCESS-WRITES", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const request = await one<Request>(
        q,
        `insert into public.feature_access_request (feature, reason, status, decided_at, decision_comment)
         values ($1, $2, 'granted', now(), 'moi') returning *`,
        [FEATURE, REASON],
      );
      expect(request).toMatchObject({ status: "pending", decision_comment: null });
      const update = await attempt(q, () =>
        q("update public.feature_access_request set status = 'granted' where id = $1", [request.id]),
      );
      expect(update.ok ? null : update.error.code).toBe("42501");
      const grant = await attempt(q, () =>
        q("insert into public.team_member_feature (team_member_id, feature) values ($1, $2)", [
          member("consultant"),
          FEATURE,
        ]),
      );
      expect(grant.ok ? null : grant.error.code).toBe("42501");
      expect(await failureMessage(q, () => decide(q, request.id, true))).toBe(NOT_DECIDER);
    });
  });

  it("one pending request at a time; the reason has 10 to 1 000 characters — R:TAL-ACCESS-ASK", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const short = await attempt(q, () => ask(q, "  trop bref "));
      expect(short.ok ? null : short.error.message).toContain("feature_access_request_reason_length");
      await ask(q);
      const second = await attempt(q, () => ask(q));
      expect(second.ok ? null : second.error.message).toContain("feature_access_request_one_pending_idx");
    });
  });
});

describe("deciding", () => {
  it("a manager of level 1 or 2 cannot decide; one of level 3 grants: has_feature, and the requester is notified — R:TAL-ACCESS-DECIDE, R:TAL-ACCESS-NOTIFIED", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const request = await ask(q);
      await as(q, "manager"); // level 2
      expect(await failureMessage(q, () => decide(q, request.id, true))).toBe(NOT_DECIDER);
      await as(q, "csm"); // level 1
      expect(await failureMessage(q, () => decide(q, request.id, true))).toBe(NOT_DECIDER);
      expect((await q("select id from public.feature_access_request where id = $1", [request.id])).rows).toEqual([]);

      await setLevel(q, "manager", 3, "manager");
      expect((await q("select id from public.feature_access_request where id = $1", [request.id])).rows).toHaveLength(
        1,
      );
      expect(await decide(q, request.id, true)).toMatchObject({ status: "granted" });
      expect(await failureMessage(q, () => decide(q, request.id, false, "Trop tard"))).toBe(
        "Cette demande d'accès a déjà été traitée",
      );

      await as(q, "consultant");
      expect(await hasFeature(q)).toBe(true);
      const granted = await one<{ granted_by: string }>(
        q,
        "select granted_by from public.team_member_feature where team_member_id = $1",
        [member("consultant")],
      );
      expect(granted.granted_by).toBe(member("manager"));
      const toRequester = (await notices(q)).filter((n) => n.recipient_id === member("consultant"));
      expect(toRequester).toEqual([
        {
          recipient_id: member("consultant"),
          title: "Votre accès à la recherche approfondie est accordé",
          link: "/talents/deep-research",
        },
      ]);
      expectOpens(toRequester[0], "consultant");
      // nothing left to ask
      await as(q, "consultant");
      expect(await failureMessage(q, () => ask(q))).toBe("Vous avez déjà accès à cette fonctionnalité");
    });
  });

  it("a refusal needs its reason, which the requester reads; they may ask again — R:TAL-ACCESS-DECIDE, R:TAL-ACCESS-NOTIFIED", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const request = await ask(q);
      await as(q, "direction");
      expect(await failureMessage(q, () => decide(q, request.id, false, "   "))).toBe("Indiquez le motif du refus");
      await decide(q, request.id, false, "Réservé à l'équipe pilote pour le moment.");
      await as(q, "consultant");
      expect(await hasFeature(q)).toBe(false);
      expect(
        await one<Request>(q, "select * from public.feature_access_request where id = $1", [request.id]),
      ).toMatchObject({ status: "refused", decision_comment: "Réservé à l'équipe pilote pour le moment." });
      const toRequester = (await notices(q)).filter((n) => n.recipient_id === member("consultant"));
      expect(toRequester).toEqual([
        {
          recipient_id: member("consultant"),
          title:
            "Votre demande d'accès à la recherche approfondie est refusée : Réservé à l'équipe pilote pour le moment.",
          link: "/talents/deep-research/request-access",
        },
      ]);
      expectOpens(toRequester[0], "consultant");
      await as(q, "consultant");
      expect(await ask(q)).toMatchObject({ status: "pending" });
    });
  });

  it("a developer decides, has the feature without a grant, and withdraws a grant — R:TAL-ACCESS-REVOKE", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const request = await ask(q);
      await as(q, "dev");
      expect(await hasFeature(q)).toBe(true);
      await decide(q, request.id, true);
      await as(q, "consultant");
      expect(
        await failureMessage(q, () => q("select public.revoke_feature($1, $2)", [member("consultant"), FEATURE])),
      ).toBe(NOT_DECIDER);
      await as(q, "dev");
      const grants = await q("select team_member_id from public.team_member_feature");
      expect(grants.rows).toEqual([{ team_member_id: member("consultant") }]);
      await q("select public.revoke_feature($1, $2)", [member("consultant"), FEATURE]);
      expect(
        await failureMessage(q, () => q("select public.revoke_feature($1, $2)", [member("consultant"), FEATURE])),
      ).toBe("Ce membre n'a pas cet accès");
      await as(q, "consultant");
      expect(await hasFeature(q)).toBe(false);
      const last = (await notices(q)).at(-1);
      expect(last).toMatchObject({
        recipient_id: member("consultant"),
        title: "Votre accès à la recherche approfondie a été retiré",
        link: "/talents/deep-research/request-access",
      });
    });
  });
});

describe("workspaces", () => {
  it("a decider of another workspace neither sees nor decides; a member sees only their own requests — R:TAL-ACCESS-READERS", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const request = await ask(q);
      await as(q, "csm");
      const own = await ask(q, "Pour retrouver les CV des talents de mes clients.");
      expect((await q<{ id: string }>("select id from public.feature_access_request")).rows).toEqual([{ id: own.id }]);

      await setLevel(q, "partenaire", 4, "partenaire");
      expect((await q("select id from public.feature_access_request")).rows).toEqual([]);
      expect(await failureMessage(q, () => decide(q, request.id, true))).toBe(NOT_DECIDER);
      expect((await q("select team_member_id from public.team_member_feature")).rows).toEqual([]);

      await as(q, "direction");
      const seen = (await q<{ id: string }>("select id from public.feature_access_request order by created_at")).rows;
      expect(seen.map((r) => r.id).sort()).toEqual([request.id, own.id].sort());
    });
  });
});
