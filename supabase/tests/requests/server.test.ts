// Through the local server, with sessions of the demo accounts: each request type is created
// and moved through its whole workflow by the right roles (REST, the transition RPC and the
// storage API), and every step is first refused to a wrong role with the French message.
import { beforeAll, describe, expect, it } from "vitest";
import { loadPayEngine, monthNetBeforeTax } from "../../../src/lib/pay/engine.ts";
import { asRole, ok, refused, RENFORT, service, signedIn, uploadRequestFile, type Db } from "./support/server.ts";

const CONS = "consultant_team_member";
const CSM = "csm_team_member";
const XCSM = "external_csm_team_member";
const ACC = "accounting_team_member";
const MKT = "team_member_marketing";

let svc: Db;
beforeAll(async () => {
  svc = service();
});

/** A PATCH of one row returning it (or the error). */
const patch = (db: Db, table: string, id: string, values: Record<string, unknown>) =>
  db.from(table).update(values).eq("id", id).select().single();

const roleRefused = (from: string, to: string) => `Votre rôle ne permet pas de passer de « ${from} » à « ${to} »`;

describe("medical checkup request, from the request to the aptitude notice", () => {
  it("is created by a consultant, booked by CSMs, closed with the aptitude by a CSM; refused to the others — R:REQ-MED-ROLES", async () => {
    // a talent on a running contract with no open SIR visit
    const contracts = ok(
      await svc
        .from("contract")
        .select("id, talent_id, start_date")
        .eq("workspace_id", RENFORT)
        .eq("status", "active")
        .eq("is_amendment", false)
        .limit(40),
    );
    const open = ok(
      await svc
        .from("medical_checkup_request")
        .select("talent_id")
        .eq("visit_type", "sir_initial")
        .not("status", "in", "(certificate_received,canceled)"),
    );
    const contract = contracts!.find((c) => !open!.some((o) => o.talent_id === c.talent_id))!;
    const center = ok(
      await svc
        .from("medical_center")
        .select("id")
        .eq("workspace_id", RENFORT)
        .eq("status", "active")
        .limit(1)
        .single(),
    ) as { id: string };

    const row = {
      workspace_id: RENFORT,
      contract_id: contract.id,
      visit_type: "sir_initial",
      risk_reasons: ["driving_authorization"],
    };
    expect(refused(await (await asRole(MKT)).from("medical_checkup_request").insert(row).select().single()).code).toBe(
      "42501",
    );
    const created = ok(
      await (await asRole(CONS)).from("medical_checkup_request").insert(row).select().single(),
    ) as Record<string, string>;
    expect(created).toMatchObject({ status: "to_schedule", talent_id: contract.talent_id });
    // a SIR is due before the assignment: midnight (Paris) of the contract's first day
    expect(
      Math.abs(new Date(created.due_at).getTime() - new Date(`${contract.start_date}T00:00:00Z`).getTime()),
    ).toBeLessThanOrEqual(2 * 3_600_000);

    const id = created.id;
    expect(
      refused(
        await patch(await asRole(CONS), "medical_checkup_request", id, {
          status: "requested",
          medical_center_id: center.id,
        }),
      ).message,
    ).toBe(roleRefused("À planifier", "Demandée au centre"));
    expect(
      refused(await patch(await asRole(CSM), "medical_checkup_request", id, { status: "requested" })).message,
    ).toBe("Pour passer au statut « Demandée au centre », renseignez : le centre médical");
    ok(
      await patch(await asRole(CSM), "medical_checkup_request", id, {
        status: "requested",
        medical_center_id: center.id,
      }),
    );
    const appointment = new Date(Date.now() + 3 * 86_400_000).toISOString();
    ok(
      await patch(await asRole(XCSM), "medical_checkup_request", id, {
        status: "scheduled",
        appointment_at: appointment,
      }),
    );
    expect(refused(await patch(await asRole(CSM), "medical_checkup_request", id, { status: "done" })).message).toMatch(
      /^La visite ne peut être marquée réalisée qu'après le rendez-vous du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
    );
    // the appointment took place (the system knows)
    ok(
      await svc
        .from("medical_checkup_request")
        .update({ appointment_at: new Date(Date.now() - 3_600_000).toISOString() })
        .eq("id", id)
        .select()
        .single(),
    );
    expect(refused(await patch(await asRole(XCSM), "medical_checkup_request", id, { status: "done" })).message).toBe(
      roleRefused("RDV fixé", "Réalisée"),
    );
    ok(await patch(await asRole(CSM), "medical_checkup_request", id, { status: "done" }));

    expect(
      refused(await patch(await asRole(CSM), "medical_checkup_request", id, { status: "certificate_received" }))
        .message,
    ).toBe("Enregistrez l'avis médical (aptitude) avant de clôturer la visite");
    const certificate = await uploadRequestFile(await asRole(CSM), "medical_checkup_result", id, "avis.pdf");
    expect(
      refused(
        await (
          await asRole(XCSM)
        )
          .from("medical_checkup_result")
          .insert({ medical_checkup_request_id: id, result: "fit" })
          .select()
          .single(),
      ).code,
    ).toBe("42501");
    ok(
      await (
        await asRole(CSM)
      )
        .from("medical_checkup_result")
        .insert({ medical_checkup_request_id: id, workspace_id: RENFORT, result: "fit", certificate_file: certificate })
        .select()
        .single(),
    );
    // the external CSM closes the visit once the notice is recorded
    // (docs/rules/requests.md#medical-checkups), without reading it
    const closed = ok(
      await patch(await asRole(XCSM), "medical_checkup_request", id, { status: "certificate_received" }),
    ) as Record<string, string>;
    expect(closed.closed_at).not.toBeNull();

    // the medical result stays out of reach of the external CSM, the request does not
    expect(
      ok(
        await (await asRole(XCSM)).from("medical_checkup_result").select("result").eq("medical_checkup_request_id", id),
      ),
    ).toEqual([]);
    expect(ok(await (await asRole(XCSM)).from("medical_checkup_request").select("status").eq("id", id))).toEqual([
      { status: "certificate_received" },
    ]);
    expect((await (await asRole(XCSM)).storage.from("documents").download(certificate)).error).not.toBeNull();
    // nobody downloads a notice from storage: a CSM opens it through the medical-document function,
    // which logs the opening on the talent's history first
    const csm = await asRole(CSM);
    expect((await csm.storage.from("documents").download(certificate)).error).not.toBeNull();
    const openNotice = (db: Db) =>
      db.functions.invoke<{ url: string }>("medical-document", { body: { medical_checkup_request_id: id } });
    const opened = await openNotice(csm);
    expect(opened.error).toBeNull();
    expect((await fetch(opened.data!.url)).status).toBe(200);
    expect((await openNotice(await asRole(XCSM))).error).not.toBeNull();
    expect(
      ok(
        await csm
          .from("record_history_entry")
          .select("action, fields:changes")
          .eq("entity", "medical_checkup_result")
          .eq("record_id", id)
          .eq("action", "read"),
      ),
    ).toHaveLength(1);
    // a closed request is frozen
    expect(refused(await patch(await asRole(CSM), "medical_checkup_request", id, { cost_ht: 80 })).message).toBe(
      "Cette demande est clôturée (statut « Avis reçu ») et ne peut plus être modifiée",
    );

    const history = ok(
      await (
        await asRole(CSM)
      )
        .from("status_history")
        .select("from_status, to_status, actor")
        .eq("entity_id", id)
        .order("changed_at"),
    );
    expect(history!.map((h) => `${h.from_status ?? "∅"}→${h.to_status}`)).toEqual([
      "∅→to_schedule",
      "to_schedule→requested",
      "requested→scheduled",
      "scheduled→done",
      "done→certificate_received",
    ]);
  });

  it("is canceled by a CSM with a comment through the transition RPC", async () => {
    const contracts = ok(
      await svc
        .from("contract")
        .select("talent_id")
        .eq("workspace_id", RENFORT)
        .in("status", ["active", "signed"])
        .eq("is_amendment", false)
        .limit(60),
    );
    const open = ok(
      await svc
        .from("medical_checkup_request")
        .select("talent_id")
        .eq("visit_type", "on_request")
        .not("status", "in", "(certificate_received,canceled)"),
    );
    const talent = contracts!.find((c) => !open!.some((o) => o.talent_id === c.talent_id))!.talent_id;
    const created = ok(
      await (
        await asRole(XCSM)
      )
        .from("medical_checkup_request")
        .insert({ workspace_id: RENFORT, talent_id: talent, visit_type: "on_request" })
        .select()
        .single(),
    ) as { id: string };
    const csm = await asRole(CSM);
    expect(
      refused(
        await csm.rpc("transition_status", {
          p_entity: "medical_checkup_request",
          p_id: created.id,
          p_status: "canceled",
        }),
      ).message,
    ).toBe("Un commentaire est obligatoire pour passer au statut « Annulée »");
    expect(
      ok(
        await csm.rpc("transition_status", {
          p_entity: "medical_checkup_request",
          p_id: created.id,
          p_status: "canceled",
          p_comment: "Mission annulée",
        }),
      ),
    ).toBe("canceled");
    const after = ok(
      await csm.from("medical_checkup_request").select("status, status_comment").eq("id", created.id).single(),
    );
    expect(after).toEqual({ status: "canceled", status_comment: "Mission annulée" });
  });
});

/** The acompte's figures as the form asks them: the pay-net function, with the role's session. */
async function serverFigures(
  role: string,
  talentId: string,
  month: string,
): Promise<{ gross: number; net: number; ceiling: number }> {
  const { data, error } = await (
    await asRole(role)
  ).functions.invoke<{ gross: number; net: number; ceiling: number }>("pay-net", {
    body: { talent_id: talentId, month },
  });
  expect(error).toBeNull();
  return data!;
}

/**
 * A salaried talent with an IBAN, signed hours in some month whose pay is there and not exported
 * (an acompte of an exported month is refused: it would never be withheld; the pay withholds the
 * acompte once paid) and no advance request at all.
 */
async function advanceCandidate(): Promise<{ talentId: string; month: string; gross: number }> {
  const weeks = ok(
    await svc
      .from("timesheet_week")
      .select("talent_id, contract_id, timesheet_day(date, worked_hours)")
      .eq("workspace_id", RENFORT)
      .in("status", ["signed", "validated", "exported", "invoiced"])
      .order("week_start", { ascending: false })
      .limit(300),
  ) as Array<{ talent_id: string; contract_id: string; timesheet_day: Array<{ date: string; worked_hours: string }> }>;
  const advanced = new Set(
    (ok(await svc.from("advance_payment_request").select("talent_id")) as Array<{ talent_id: string }>).map(
      (a) => a.talent_id,
    ),
  );
  const talents = ok(
    await svc
      .from("talent")
      .select("id, worker_type, talent_private(iban)")
      .in("id", [...new Set(weeks.map((w) => w.talent_id))]),
  ) as Array<{
    id: string;
    worker_type: string;
    talent_private: { iban: string | null } | Array<{ iban: string | null }> | null;
  }>;
  const iban = (t: (typeof talents)[number]) =>
    Array.isArray(t.talent_private) ? t.talent_private[0]?.iban : t.talent_private?.iban;
  const eligible = new Set(
    talents
      .filter((t) => ["temp", "cdi_temp"].includes(t.worker_type) && iban(t) && !advanced.has(t.id))
      .map((t) => t.id),
  );
  const wages = new Map(
    (
      ok(
        await svc
          .from("contract")
          .select("id, hourly_wage")
          .in("id", [...new Set(weeks.map((w) => w.contract_id))]),
      ) as Array<{ id: string; hourly_wage: string }>
    ).map((c) => [c.id, Number(c.hourly_wage)]),
  );
  const open = new Set(
    (
      ok(
        await svc
          .from("pay_tracking")
          .select("talent_id, period_start")
          .eq("workspace_id", RENFORT)
          .not("status", "in", "(exported,paid)"),
      ) as Array<{ talent_id: string; period_start: string }>
    ).map((p) => `${p.talent_id}|${p.period_start}`),
  );
  const byTalentMonth = new Map<string, number>();
  for (const w of weeks.filter((x) => eligible.has(x.talent_id))) {
    for (const d of w.timesheet_day) {
      const k = `${w.talent_id}|${d.date.slice(0, 7)}-01`;
      byTalentMonth.set(k, (byTalentMonth.get(k) ?? 0) + Number(d.worked_hours) * (wages.get(w.contract_id) ?? 0));
    }
  }
  const [key, gross] = [...byTalentMonth.entries()].filter(([k]) => open.has(k)).sort((a, b) => b[1] - a[1])[0];
  const [talentId, month] = key.split("|");
  return { talentId, month, gross };
}

describe("advance payment request, bounded by the pay already earned", () => {
  it("is asked by a consultant, capped and approved by a CSM, paid by accounting, deducted by the payroll export — R:PAY-ADV-MIN, R:PAY-ADV-ONE-OPEN, R:PAY-ADV-ROLES, R:PAY-ADV-EARNED", async () => {
    const { talentId, month, gross } = await advanceCandidate();
    // the net earned is computed by the server (the pay-net function, as the form asks it), never sent
    const figures = await serverFigures(CONS, talentId, month);
    const net = monthNetBeforeTax(await loadPayEngine(), figures.gross, month);
    expect(figures.gross).toBeCloseTo(gross, 1);
    expect(figures.net).toBe(net);
    const row = {
      workspace_id: RENFORT,
      talent_id: talentId,
      period_month: month,
      requested_amount: 60,
    };
    expect(refused(await (await asRole(MKT)).from("advance_payment_request").insert(row).select().single()).code).toBe(
      "42501",
    );
    expect(
      refused(
        await (
          await asRole(CONS)
        )
          .from("advance_payment_request")
          .insert({ ...row, requested_amount: 20 })
          .select()
          .single(),
      ).message,
    ).toBe("Un acompte est d'au moins 50,00 €");
    const created = ok(
      await (await asRole(CONS)).from("advance_payment_request").insert(row).select().single(),
    ) as Record<string, string>;
    expect(Number(created.earned_gross_to_date)).toBe(figures.gross);
    expect(Number(created.estimated_net_earned)).toBe(net);
    // the ceiling the form showed is the one the database set
    expect(Number(created.max_allowed)).toBe(figures.ceiling);
    expect(created.iban_masked).toMatch(/^FR\d{2} •••• [0-9A-Z]{4}$/);
    expect(created.due_at).not.toBeNull();
    expect(
      refused(await (await asRole(XCSM)).from("advance_payment_request").insert(row).select().single()).message,
    ).toBe("Ce talent a déjà une demande d'acompte en cours");

    const id = created.id;
    expect(
      refused(
        await patch(await asRole(CONS), "advance_payment_request", id, { status: "approved", approved_amount: 50 }),
      ).message,
    ).toBe(roleRefused("Demandée", "Acceptée"));
    ok(await patch(await asRole(CSM), "advance_payment_request", id, { status: "approved", approved_amount: 55 }));
    expect(
      refused(
        await patch(await asRole(CSM), "advance_payment_request", id, { status: "paid", payment_reference: "VIR-1" }),
      ).message,
    ).toBe(roleRefused("Acceptée", "Versée"));
    expect(refused(await patch(await asRole(ACC), "advance_payment_request", id, { status: "paid" })).message).toBe(
      "Pour passer au statut « Versée », renseignez : la référence du paiement",
    );
    const paid = ok(
      await patch(await asRole(ACC), "advance_payment_request", id, {
        status: "paid",
        payment_reference: "VIR-TEST-42",
      }),
    ) as Record<string, string>;
    expect(paid.paid_at).not.toBeNull();
    // the talent's pay of the month withholds it since it was paid: deducted in that pay
    const pay = ok(
      await svc.from("pay_tracking").select("id").eq("talent_id", talentId).eq("period_start", month).single(),
    ) as { id: string };
    const withheld = ok(
      await svc
        .from("pay_element")
        .select("advance_payment_request_ids")
        .eq("pay_tracking_id", pay.id)
        .eq("code", "ACOMPTE"),
    ) as Array<{ advance_payment_request_ids: string[] }>;
    expect(withheld.flatMap((e) => e.advance_payment_request_ids)).toContain(id);
    expect(
      refused(
        await patch(await asRole(ACC), "advance_payment_request", id, {
          status: "deducted",
          deducted_in_pay_tracking_id: pay.id,
        }),
      ).message,
    ).toBe(roleRefused("Versée", "Déduite sur paie"));
    ok(await patch(svc, "advance_payment_request", id, { status: "deducted", deducted_in_pay_tracking_id: pay.id }));
    const history = ok(
      await (
        await asRole(ACC)
      )
        .from("status_history")
        .select("to_status, actor")
        .eq("entity_id", id)
        .order("changed_at"),
    ) as Array<{ to_status: string; actor: string }>;
    expect(history.map((h) => `${h.to_status}:${h.actor}`)).toEqual([
      "requested:user",
      "approved:user",
      "paid:user",
      "deducted:system",
    ]);
  });

  it("refuses to approve beyond the ceiling, and lets the requester cancel before the decision — R:PAY-ADV-CEILING, R:PAY-ADV-ROLES", async () => {
    const { talentId, month } = await advanceCandidate();
    await serverFigures(XCSM, talentId, month);
    const created = ok(
      await (
        await asRole(XCSM)
      )
        .from("advance_payment_request")
        .insert({
          workspace_id: RENFORT,
          talent_id: talentId,
          period_month: month,
          requested_amount: 100000,
        })
        .select()
        .single(),
    ) as Record<string, string>;
    expect(created.exceeds_max_allowed).toBe(true);
    const error = refused(
      await patch(await asRole(ACC), "advance_payment_request", created.id, {
        status: "approved",
        approved_amount: Number(created.max_allowed) + 1,
      }),
    );
    expect(error.message).toMatch(
      /^Le montant accordé \(.+ €\) dépasse le plafond de .+ € \(80,00 % du net estimé déjà gagné ce mois-ci, acomptes déduits\)$/,
    );
    expect(
      refused(await patch(await asRole(CONS), "advance_payment_request", created.id, { status: "canceled" })).message,
    ).toBe("Seul le demandeur (ou son manager) peut passer de « Demandée » à « Annulée »");
    ok(await patch(await asRole(XCSM), "advance_payment_request", created.id, { status: "canceled" }));
  });
});

describe("work accident request, declared within 48 hours", () => {
  it("is reported by an external CSM, documented, declared by accounting, decided and closed by a CSM — R:REQ-AT-ROLES", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const contract = ok(
      await svc
        .from("contract")
        .select("id, talent_id")
        .eq("workspace_id", RENFORT)
        .eq("status", "active")
        .eq("is_amendment", false)
        .lte("start_date", today)
        .gte("end_date", today)
        .is("definitive_end_date", null)
        .limit(1)
        .single(),
    ) as { id: string; talent_id: string };
    const occurred = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const aware = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const row = {
      workspace_id: RENFORT,
      contract_id: contract.id,
      occurred_at: occurred,
      agency_aware_at: aware,
      client_aware_at: occurred,
      location: "Chantier",
      circumstances: "M. X déclare avoir chuté d'un escabeau.",
      injury_nature: "Contusion",
      injury_location: "Bras gauche",
    };
    expect(refused(await (await asRole(MKT)).from("work_accident_request").insert(row).select().single()).code).toBe(
      "42501",
    );
    const created = ok(
      await (await asRole(XCSM)).from("work_accident_request").insert(row).select().single(),
    ) as Record<string, string>;
    expect(created).toMatchObject({ status: "reported", talent_id: contract.talent_id });
    expect(new Date(created.declaration_deadline).getTime()).toBeGreaterThanOrEqual(
      new Date(aware).getTime() + 48 * 3_600_000,
    );
    expect(created.due_at).toBe(created.declaration_deadline);
    const id = created.id;

    expect(
      refused(await patch(await asRole(XCSM), "work_accident_request", id, { status: "prior_info_received" })).message,
    ).toBe(
      "Pour passer au statut « Information préalable reçue », renseignez : l'information préalable du client (cerfa 60-3741)",
    );
    const file = await uploadRequestFile(await asRole(XCSM), "work_accident_request", id, "cerfa-60-3741.pdf");
    expect(
      refused(
        await patch(await asRole(CONS), "work_accident_request", id, {
          status: "prior_info_received",
          client_prior_info_file: file,
        }),
      ).message,
    ).toBe(roleRefused("Signalé", "Information préalable reçue"));
    ok(
      await patch(await asRole(XCSM), "work_accident_request", id, {
        status: "prior_info_received",
        client_prior_info_file: file,
      }),
    );
    const declaration = {
      status: "declared",
      dat_reference: "DAT-2026-0001",
      accident_sheet_given_at: new Date().toISOString(),
    };
    expect(refused(await patch(await asRole(XCSM), "work_accident_request", id, declaration)).message).toBe(
      roleRefused("Information préalable reçue", "Déclaré CPAM"),
    );
    const declared = ok(await patch(await asRole(ACC), "work_accident_request", id, declaration)) as Record<
      string,
      unknown
    >;
    expect(declared).toMatchObject({ is_declared_late: false, due_at: null });
    expect(
      refused(await patch(await asRole(ACC), "work_accident_request", id, { status: "under_investigation" })).message,
    ).toBe(roleRefused("Déclaré CPAM", "Instruction CPAM"));
    ok(await patch(await asRole(CSM), "work_accident_request", id, { status: "under_investigation" }));
    ok(await patch(await asRole(CSM), "work_accident_request", id, { status: "recognized", cpam_decision_at: today }));
    expect(refused(await patch(await asRole(CONS), "work_accident_request", id, { status: "closed" })).message).toBe(
      roleRefused("Pris en charge", "Clôturé"),
    );
    const closed = ok(await patch(await asRole(CSM), "work_accident_request", id, { status: "closed" })) as Record<
      string,
      unknown
    >;
    expect(closed).toMatchObject({ status: "closed", cpam_decision: "recognized" });
    // the partner workspace sees none of it
    expect(ok(await (await signedIn("partenaire")).from("work_accident_request").select("id").eq("id", id))).toEqual(
      [],
    );
  });
});
